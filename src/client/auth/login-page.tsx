import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../ui/language-switch';
import { useIdle } from '../ui/when-idle';
import { useDocumentTitle } from '../routes/use-document-title';
import { LoginForm } from './login-form';
import { DEFAULT_TARGET, sanitizeRedirect } from './redirect-target';
import { returnPagePath } from './return-page';

const SsoButton = lazy(() => import('./sso-button'));

/** /login: welcome text, the password + code form, single sign-on, language switch. */
export function LoginPage() {
  const { t } = useTranslation();
  // Read from the address itself: the sign-in page also paints alone, before the router loads (app/entry.tsx).
  const params = new URLSearchParams(window.location.search);
  // Only same-site targets; without one, the page the last sign-out left, else /home.
  const landing = sanitizeRedirect(params.get('redirect'), returnPagePath() ?? DEFAULT_TARGET);
  useDocumentTitle(t('login.title'));
  // Shown only once the server says single sign-on is on: asked after the page painted.
  const idle = useIdle();

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 to-slate-100">
      <header className="flex h-header items-center justify-between px-6">
        <span className="text-lg font-semibold text-brand-700">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 md:pt-[12vh]">
        <div className="grid w-full max-w-4xl gap-8 md:grid-cols-2 md:items-start">
          <section aria-labelledby="welcome-title" className="flex flex-col gap-3">
            <h1 id="welcome-title" className="text-2xl font-semibold text-slate-900 md:text-3xl">
              {t('login.welcome')}
            </h1>
            <p className="text-slate-600">{t('login.welcomeText')}</p>
          </section>
          <section aria-labelledby="login-title" className="rounded-xl bg-white p-6 shadow-lg md:p-8">
            <h2 id="login-title" className="mb-6 text-xl font-semibold text-slate-900">
              {t('login.title')}
            </h2>
            <LoginForm landing={landing} />
            {idle && (
              <Suspense fallback={null}>
                <SsoButton landing={landing} />
              </Suspense>
            )}
          </section>
        </div>
      </main>
    </div>
  );
}
