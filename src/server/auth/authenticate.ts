import { TOKEN_HEAD } from '../../shared/api/auth-calls';
import type { AppDeps } from '../deps';
import type { GrantSet, StaffProfile } from '../staff';
import { verifyAccessToken } from './tokens';

export interface AuthedStaff {
  staffId: number;
  sessionId: string;
  /** Permission keys of all the user's roles: menu nodes and buttons. */
  permissions: ReadonlySet<string>;
  /** Everything the user's roles grant (menu, buttons), shared by everyone with the same roles. */
  grants: GrantSet;
  /** An administrator set the password: until the person changes it, calls that change anything are refused. */
  mustChangePassword: boolean;
  /** The person as the user entry answers them, read with the session and kept with it. */
  profile: StaffProfile;
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
  const grants = await deps.grantSets.get(deps.db, grant.grantsVersion, grant.roleIds);
  return {
    staffId: grant.staffId,
    sessionId: grant.sessionId,
    permissions: grants.permissions,
    grants,
    mustChangePassword: grant.mustChangePassword,
    profile: grant.profile,
  };
}
