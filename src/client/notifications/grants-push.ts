import { getResourceByBtn, getResourceByMenu } from '../../shared/api/staff-calls';
import { queryClient } from '../api/query-client';
import { callFamily, isShapedByRights } from '../api/use-call';
import { SESSION_USER_KEY } from '../auth';

/**
 * A `grants` push: an administrator changed a grant, a role or an account. The signed-in user's
 * entry (menu, resources, permission keys — what the menu, the buttons, the palette commands and
 * the page guard read) is fetched again in place, so a page no longer allowed turns into the 403
 * page and a new one appears in the menu and palette without a reload. A disabled account's
 * refetch is refused, which signs the tab out. Every answer its call declares shaped by rights
 * (field rights, the details they trim) is asked again too.
 */
export async function onGrantsPush(): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: SESSION_USER_KEY, type: 'all' }),
    queryClient.invalidateQueries({ queryKey: callFamily(getResourceByMenu) }),
    queryClient.invalidateQueries({ queryKey: callFamily(getResourceByBtn) }),
    queryClient.invalidateQueries({ predicate: isShapedByRights }),
  ]);
}
