import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { STAFF_CLIENT_ID, ssoLogin, type TokenData } from '../../shared/api/auth-calls';
import { mutateCall } from '../api/use-call';
import { failureText } from '../api/failure-text';
import { useDocumentTitle } from '../routes/use-document-title';
import { LoadingScreen } from '../ui/loading-screen';
import { sanitizeRedirect } from './redirect-target';
import { useSession } from './session-store';
import { SIGN_IN_PATH } from './sign-in-paths';
import { takeSsoState } from './sso-state';

type Outcome =
  | { ok: true; tokens: TokenData; landing: string }
  | { ok: false; reason: 'missing-code' | 'state-mismatch' }
  | { ok: false; reason: 'failed'; message: string };

/** One attempt per code: React may mount twice, the state is single-use and so is the code. */
const attempts = new Map<string, Promise<Outcome>>();

async function completeSso(authCode: string | null, state: string | null): Promise<Outcome> {
  if (!authCode) return { ok: false, reason: 'missing-code' };
  const check = takeSsoState(state);
  if (!check.ok) return { ok: false, reason: 'state-mismatch' };
  const landing = sanitizeRedirect(check.redirect);
  try {
    const tokens = await mutateCall(
      ssoLogin,
      { body: { authCode, scope: 'staff', clientId: STAFF_CLIENT_ID, Jump: landing } },
      { silent: true },
    );
    return { ok: true, tokens, landing };
  } catch (error) {
    return { ok: false, reason: 'failed', message: failureText(error) };
  }
}

/** /authorize: the single sign-on landing. Checks state, exchanges the code, hands over to the guard. */
export function AuthorizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const authCode = params.get('authCode');
  const state = params.get('state');
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('authorize.title'));

  useEffect(() => {
    const key = `${authCode ?? ''}|${state ?? ''}`;
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = completeSso(authCode, state);
      attempts.set(key, attempt);
    }
    let current = true;
    void attempt.then((outcome) => {
      if (!current) return;
      if (outcome.ok) useSession.getState().acceptTokens(outcome.tokens, outcome.landing);
      else if (outcome.reason === 'failed') setFailure(outcome.message);
      else setFailure(t(outcome.reason === 'missing-code' ? 'authorize.missingCode' : 'authorize.stateMismatch'));
    });
    return () => {
      current = false;
    };
  }, [authCode, state, t]);

  if (!failure) return <LoadingScreen label={t('authorize.working')} />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-xl font-semibold text-slate-900">{t('authorize.title')}</h1>
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failure}
        </p>
        <Link
          to={SIGN_IN_PATH}
          className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('authorize.backToLogin')}
        </Link>
      </div>
    </main>
  );
}
