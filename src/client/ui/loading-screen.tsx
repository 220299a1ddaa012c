import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Full-page wait (loading the user, exchanging a sign-in code); announced politely. */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center gap-2 text-slate-600">
      <LoaderCircle aria-hidden className="animate-spin text-brand-500" size={20} />
      <span>{label ?? t('app.loadingUser')}</span>
    </div>
  );
}
