import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { login, sendCode } from '../../shared/api/auth-calls';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { portalClient } from '../api/portal-client';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { hasErrors, usernameError, validateLogin, type LoginErrors, type LoginValues } from './login-validation';
import { useSession } from './session-store';
import { useCountdown } from './use-countdown';

/** Server rule: one code per 60 s (used when an answer does not say). */
export const CODE_COOLDOWN_SECONDS = 60;

function retryAfterSeconds(data: unknown): number {
  const value = (data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? value : CODE_COOLDOWN_SECONDS;
}

/** Username, password and chat-app code; on success the guard moves on to `landing`. */
export function LoginForm({ landing }: { landing: string }) {
  const { t } = useTranslation();
  const acceptTokens = useSession((state) => state.acceptTokens);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [cooldown, startCooldown] = useCountdown();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const change = (name: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((prev) => ({ ...prev, [name]: event.target.value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  async function onSendCode() {
    const error = usernameError(values.username);
    if (error) {
      setErrors((prev) => ({ ...prev, username: error }));
      usernameRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const data = await portalClient.call(sendCode, { query: { username: values.username.trim() } });
      toast.success(t('login.codeSent'));
      startCooldown(data.cooldownSeconds || CODE_COOLDOWN_SECONDS);
    } catch (failure) {
      // The failure handler already showed the server's message; a rate limit also says when.
      if (isApiError(failure) && failure.code === APP_CODES.RATE_LIMITED) startCooldown(retryAfterSeconds(failure.data));
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      const first = (['username', 'password', 'code'] as const).find((name) => found[name]);
      const refs = { username: usernameRef, password: passwordRef, code: codeRef };
      if (first) refs[first].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const tokens = await portalClient.call(
        login,
        { body: { username: values.username.trim(), password: values.password, code: values.code.trim() } },
        { silent: true },
      );
      acceptTokens(tokens, landing);
    } catch (failure) {
      setFormError(failureText(failure));
      setSubmitting(false);
    }
  }

  const sendLabel = cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('login.title')}>
      <Field label={t('login.username')} error={errors.username && t(errors.username)}>
        <Input ref={usernameRef} name="username" autoComplete="username" value={values.username}
          onChange={change('username')} placeholder={t('login.usernamePlaceholder')} />
      </Field>
      <Field label={t('login.password')} error={errors.password && t(errors.password)}>
        <Input ref={passwordRef} name="password" type="password" autoComplete="current-password"
          value={values.password} onChange={change('password')} placeholder={t('login.passwordPlaceholder')} />
      </Field>
      <Field
        label={t('login.code')}
        error={errors.code && t(errors.code)}
        hint={t('login.codeHint')}
        addon={
          <Button variant="secondary" onClick={onSendCode} disabled={sending || cooldown > 0} className="w-36 shrink-0">
            {sendLabel}
          </Button>
        }
      >
        <Input ref={codeRef} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6}
          value={values.code} onChange={change('code')} placeholder={t('login.codePlaceholder')} />
      </Field>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
