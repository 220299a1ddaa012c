/** The auth feature as other features see it: everything they may import. */
export { authenticate } from './authenticate';
export { allowedBeforePasswordChange } from './password-change-gate';
export type { AuthedStaff } from './authenticate';
export { checkCurrentPassword } from './current-password';
export { consumeIdempotenceKey, issueIdempotenceKey, releaseIdempotenceKey } from './idempotence';
export { ARGON2_OPTIONS, hashPassword } from './passwords';
export { revokeAllSessions } from './tokens';
export { VerifiedTokens } from './verified-tokens';
export { listenForSessionChanges, type SessionChanges } from './session-changes';
