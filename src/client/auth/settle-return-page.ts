import type { UserInfo } from '../../shared/api/staff-calls';
import { allowedRouters, canAccess } from '../routes/access';
import { DEFAULT_TARGET } from './redirect-target';
import { RETURN_PAGE_KEY, readReturnPage } from './return-page';

/**
 * Once the user is loaded on `here`, uses the remembered page up. Someone other than the person
 * who left it goes to their own home instead, unless they may open it. Returns where to go, or null.
 * Apart from return-page.ts because it reads the route table, which the sign-in page never loads.
 */
export function settleReturnPage(user: Pick<UserInfo, 'staffId' | 'resource'>, here: string): string | null {
  const page = readReturnPage();
  localStorage.removeItem(RETURN_PAGE_KEY);
  if (!page || page.path !== here || page.staffId === user.staffId) return null;
  const pathname = here.split(/[?#]/, 1)[0] ?? here;
  return canAccess(pathname, allowedRouters(user.resource)) ? null : DEFAULT_TARGET;
}
