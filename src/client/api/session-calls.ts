// The two calls the client sends on its own (a refresh, a repeat-check key), with their schemas:
// loaded the first time one is needed, so that a page paints before zod arrives.
import './zod-without-eval';
export { refresh } from '../../shared/api/auth-calls';
export { idempotenceKey } from '../../shared/api/staff-calls';
