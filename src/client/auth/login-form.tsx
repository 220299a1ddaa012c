import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { login, sendCode } from '../../shared/api/auth-calls';
import type { CallRequest } from '../../shared/api/define-call';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { clearToasts, toast } from '../ui/toast';
import { useSession } from './session-store';
import { useCountdown } from './use-countdown';

/** Server rule: one code per 60 s (used when an answer does not say). */
export const CODE_COOLDOWN_SECONDS = 60;

function retryAfterSeconds(data: unknown): number {
  const value = (data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? value : CODE_COOLDOWN_SECONDS;
}

// The page paints before zod: the calls and their schemas arrive right after (see sign-in-calls.ts).
const signInCalls = () => import('./sign-in-calls');
const loginCall = () => signInCalls().then((calls) => calls.login);
const sendCodeCall = () => signInCalls().then((calls) => calls.sendCode);

type LoginBody = NonNullable<CallRequest<typeof login>['body']>;

/** Username, password and chat-app code; on success the guard moves on to `landing`. */
export function LoginForm({ landing }: { landing: string }) {
  const { t } = useTranslation();
  const acceptTokens = useSession((state) => state.acceptTokens);
  // The sign-in call's own schema: a form that passes here is never refused for its format.
  const form = useForm<LoginBody>({
    resolver: async (values, context, options) => zodResolver(callBody(await loginCall()))(values, context, options),
    defaultValues: { username: '', password: '', code: '' },
    reValidateMode: 'onSubmit',
  });
  const signIn = useCallMutation<typeof login>(loginCall, { silent: true });
  const send = useCallMutation<typeof sendCode>(sendCodeCall);
  const [cooldown, startCooldown] = useCountdown();
  // Typing in a field takes its message away until the next try.
  const clearOnChange = (name: 'username' | 'password' | 'code') => ({ onChange: () => form.clearErrors(name) });

  async function onSendCode() {
    if (!(await form.trigger('username', { shouldFocus: true }))) return;
    try {
      const data = await send.mutateAsync({ query: { username: form.getValues('username').trim() } });
      toast.success(t('login.codeSent'));
      startCooldown(data.cooldownSeconds || CODE_COOLDOWN_SECONDS);
    } catch (failure) {
      // The failure handler already showed the server's message; a rate limit also says when.
      if (isApiError(failure) && failure.code === APP_CODES.RATE_LIMITED) startCooldown(retryAfterSeconds(failure.data));
    }
  }

  const sendLabel = cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode');
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        const tokens = await signIn.mutateAsync({ body });
        // The sign-in page's messages (验证码已发送) end with it, before the loading screen.
        clearToasts();
        acceptTokens(tokens, landing);
      }}
      className="flex flex-col gap-4"
      aria-label={t('login.title')}
    >
      <FormField name="username" label={t('login.username')} options={clearOnChange('username')}>
        <Input autoComplete="username" placeholder={t('login.usernamePlaceholder')} />
      </FormField>
      <FormField name="password" label={t('login.password')} options={clearOnChange('password')}>
        <Input type="password" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
      </FormField>
      <FormField
        name="code"
        label={t('login.code')}
        options={clearOnChange('code')}
        hint={t('login.codeHint')}
        addon={
          <Button variant="secondary" onClick={() => void onSendCode()} disabled={send.isPending || cooldown > 0} className="w-36 shrink-0">
            {sendLabel}
          </Button>
        }
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('login.codePlaceholder')} />
      </FormField>
      <FormError />
      {/* Busy from the click until the guard leaves the page: a signed-in form is not sent twice. */}
      <SubmitButton busyLabel={t('login.submitting')} disabled={signIn.isSuccess} className="w-full">
        {signIn.isSuccess ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </Form>
  );
}
