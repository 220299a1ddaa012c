// Kept apart from the call declarations (and so from zod): the browser's token store needs them
// before the sign-in page paints, the schemas only when a call is sent.

/** The staff portal's fixed OAuth client id (shell.md §7 "a fixed staff-portal client id"). */
export const STAFF_CLIENT_ID = 'switchboard-staff';
export const TOKEN_HEAD = 'Bearer ';
