import { clsx } from 'clsx';
import { setLanguage, useLanguage } from '../i18n/i18n';

const OPTIONS = [
  { language: 'zh', label: 'language.zh' },
  { language: 'en', label: 'language.en' },
] as const;

/**
 * 中文 / English toggle. It switches the way the palette's language commands do (the same
 * setLanguage), without loading the command registry: the sign-in page shows it before any of that.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={clsx('flex shrink-0 rounded-md border border-slate-300 p-0.5', className)}
    >
      {OPTIONS.map((option) => {
        const active = language === option.language;
        return (
          <button
            key={option.language}
            type="button"
            aria-pressed={active}
            lang={option.language === 'zh' ? 'zh-CN' : 'en'}
            onClick={() => void (active ? undefined : setLanguage(option.language))}
            className={clsx(
              'rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
              active ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {t(option.label)}
          </button>
        );
      })}
    </div>
  );
}
