// The sign-in page's calls with their schemas (and zod with them): the page paints without them,
// and they load right after it painted or when first needed, whichever comes first.
import '../api/zod-without-eval';
export { login, sendCode, ssoConfig } from '../../shared/api/auth-calls';
