import { useTranslation } from 'react-i18next';
import { API_BASE } from '../api/portal-client';
import { useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { ssoConfig } from './sign-in-calls';
import { beginSso } from './sso-state';

type SsoProvider = 'dingtalk' | 'dev' | 'none';

/**
 * "Sign in with DingTalk", shown only when the server says single sign-on is available. With the
 * development provider it says so, so nobody mistakes it for the real chat app. Loaded after the
 * sign-in page painted (it needs the call's schema, and shows nothing until the server answered).
 */
export default function SsoButton({ landing }: { landing: string }) {
  const { t } = useTranslation();
  // Without the answer the password sign-in still works; the button just stays hidden.
  const config = useCall(ssoConfig).data;
  const provider: SsoProvider = config?.enabled ? config.provider : 'none';

  if (provider === 'none') return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <div className="flex items-center gap-3 text-xs text-slate-400" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => window.location.assign(`${API_BASE}${beginSso(landing)}`)}>
        {t('login.sso')}
      </Button>
      {provider === 'dev' && <p className="text-center text-xs text-amber-700">{t('login.ssoDevNote')}</p>}
    </div>
  );
}
