/** The auth feature as other features see it: everything they may import. */
export { useChangePasswordDialog } from './change-password-store';
export { useFieldRights, type PageFieldRights } from './field-rights';
export { exchangeChatAppCode, loadSession, registerSessionLoader } from './load-session';
export { loginPath, sanitizeRedirect } from './redirect-target';
export { signOutAfterLoadFailure } from './session-load-failure';
export { useSession } from './session-store';
export { permissionsOf, sessionUser, SESSION_USER_KEY, useSessionUser } from './session-user';
export { signOut } from './sign-out';
export { AUTHORIZE_PATH, SIGN_IN_PATH } from './sign-in-paths';
