import { TOKEN_HEAD } from '../../shared/api/auth-calls';
import type { AppDeps } from '../deps';
import { loadPermissionKeys } from '../staff';
import { verifyAccessToken } from './tokens';

export interface AuthedStaff {
  staffId: number;
  sessionId: string;
  /** Permission keys of all the user's roles: menu nodes and buttons. */
  permissions: ReadonlySet<string>;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const head = TOKEN_HEAD.trim().toLowerCase();
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (rest.length > 0 || !token || scheme?.toLowerCase() !== head) return null;
  return token;
}

/** The signed-in user behind an Authorization header, or null when there is no live session. */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<AuthedStaff | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const grant = await verifyAccessToken(deps, token);
  if (!grant) return null;
  const permissions = await loadPermissionKeys(deps.db, grant.staffId);
  return { staffId: grant.staffId, sessionId: grant.sessionId, permissions };
}
