import { z } from 'zod';
import { PUBLIC, defineCall } from './define-call';
import { lineText } from './text-fields';

export { STAFF_CLIENT_ID, TOKEN_HEAD } from './auth-tokens';

/** Field rules of the sign-in form; messages are server message keys (shared/messages.ts). */
export const USERNAME_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,31}$/;
export const CODE_RE = /^\d{6}$/;
export const username = z.string().trim().regex(USERNAME_RE, 'auth.usernameFormat');
export const password = z.string().min(6, 'auth.passwordFormat').max(64, 'auth.passwordFormat');
export const verificationCode = z.string().trim().regex(CODE_RE, 'auth.codeFormat');

export const tokenData = z.object({
  token: z.string().describe('Opaque access token'),
  tokenHead: z.string().describe('Prefix of the Authorization header value, "Bearer "'),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
  refreshToken: z.string().describe('Opaque refresh token; rotates on every refresh'),
});
export type TokenData = z.infer<typeof tokenData>;

export const sendCode = defineCall({
  id: 'auth.sendCode',
  method: 'GET',
  path: '/dcode',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Send a 6-digit verification code to the user’s chat-app work notifications',
  description:
    'Valid 5 minutes, 5 tries; at most one send per 60 s per user. The answer is the same whether ' + 'or not the account exists.',
  query: z.object({ username }),
  response: z.object({
    expiresInSeconds: z.number().int(),
    cooldownSeconds: z.number().int(),
  }),
});

export const login = defineCall({
  id: 'auth.login',
  method: 'POST',
  path: '/auth/oauth/login',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Sign in with username, password and verification code',
  description: 'Five wrong passwords lock the account for 15 minutes.',
  body: z.object({ username, password, code: verificationCode }),
  response: tokenData,
});

export const refresh = defineCall({
  id: 'auth.refresh',
  method: 'GET',
  path: '/auth/oauth/token',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Exchange a refresh token for a new token pair (the refresh token rotates)',
  description: 'Reusing a refresh token that was already exchanged revokes the whole session.',
  query: z.object({
    client_id: lineText.min(1).max(100),
    scope: z.literal('staff'),
    refresh_token: lineText.min(1).max(200),
  }),
  response: tokenData,
});

export const logout = defineCall({
  id: 'auth.logout',
  method: 'POST',
  path: '/auth/oauth/logout',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Revoke the current session at once (succeeds even if it already ended)',
  response: z.null(),
});

export const ssoConfig = defineCall({
  id: 'auth.ssoConfig',
  method: 'GET',
  path: '/auth/oauth/ssoConfig',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Whether single sign-on is available and through which provider',
  response: z.object({
    enabled: z.boolean(),
    provider: z.enum(['dingtalk', 'dev', 'none']),
  }),
});

export const ssoStart = defineCall({
  id: 'auth.ssoStart',
  method: 'GET',
  path: '/auth/oauth/dingAuth',
  permission: PUBLIC,
  tag: 'auth',
  answer: 'redirect',
  summary: 'Start the chat-app OAuth authorization-code flow (302 to the identity provider)',
  description:
    'The provider sends the browser back to /authorize?authCode=…&state=…; the client checks that ' +
    'state is the one it generated before exchanging the code.',
  query: z.object({ state: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/) }),
  response: z.null(),
});

export const ssoLogin = defineCall({
  id: 'auth.ssoLogin',
  method: 'POST',
  path: '/auth/oauth/dingLogin',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Exchange the chat-app authorization code for a token pair',
  body: z.object({
    authCode: lineText.min(1).max(200),
    scope: z.literal('staff'),
    clientId: lineText.min(1).max(100),
    Jump: lineText.max(500).optional(),
  }),
  response: tokenData,
});

export const miniAppToken = defineCall({
  id: 'auth.miniAppToken',
  method: 'GET',
  path: '/auth/miniApp/getToken',
  permission: PUBLIC,
  tag: 'auth',
  summary: 'Sign in from inside the chat app (mini-app auth code, optionally with corpId)',
  query: z.object({ authCode: lineText.min(1).max(200), corpId: lineText.max(100).optional() }),
  response: tokenData,
});
