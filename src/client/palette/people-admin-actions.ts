import { ADMIN_PATHS } from '../../../commands/admin-commands';
import { userQuery, userStatus, type AdminUserRow } from '../../shared/api/admin-calls';
import type { StaffOption } from '../../shared/api/staff-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { isApiError } from '../api/api-error';
import { sessionUser } from '../auth';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { invalidateCall, mutateCall } from '../api/use-call';
import type { PerformEnv } from './perform-item';
import type { PaletteServices } from './palette-types';

/** A colleague as the palette shows them; administrators also see the account's status. */
export type PalettePerson = StaffOption & { status?: AdminUserRow['status'] };

/**
 * An administrator's actions on a person in `@`: 禁用 / 启用 are asked for in the palette first; 重置密码 and
 * 分配角色 open the person's dialog on the users page, which is their confirmation.
 */
export const PEOPLE_ADMIN_ACTIONS = ['userDisable', 'userEnable', 'userResetPassword', 'userAssignRoles'] as const;
export type PeopleAdminActionId = (typeof PEOPLE_ADMIN_ACTIONS)[number];

export const PEOPLE_ADMIN_ICONS: Record<PeopleAdminActionId, string> = {
  userDisable: 'Ban',
  userEnable: 'UserRoundCheck',
  userResetPassword: 'KeyRound',
  userAssignRoles: 'UserCog',
};

export const isPeopleAdminAction = (action: string): action is PeopleAdminActionId => action in PEOPLE_ADMIN_ICONS;

/** Where 重置密码… / 分配角色… hand over: the users page with the person's dialog open; null for 禁用 / 启用. */
export function peopleAdminPath(action: PeopleAdminActionId, person: PalettePerson): string | null {
  if (action === 'userResetPassword') return `${ADMIN_PATHS.users}?reset=${person.staffId}`;
  if (action === 'userAssignRoles') return `${ADMIN_PATHS.users}?edit=${person.staffId}`;
  return null;
}

/** What the palette asks the administration: the people search with disabled accounts, and the status change. */
export interface PeopleAdminServices {
  search(keyword: string, signal: AbortSignal): Promise<PalettePerson[]>;
  setStatus(staffId: number, status: AdminUserRow['status']): Promise<PalettePerson>;
  /** The signed-in administrator: the server refuses disabling oneself and resetting one's own password. */
  selfId(): number | null;
}

const PEOPLE_LIMIT = 20;

const personOf = (row: AdminUserRow): PalettePerson => ({
  staffId: row.id,
  name: row.name,
  jobNumber: row.jobNumber,
  deptNames: row.departments.map((dept) => dept.name),
  status: row.status,
});

export const serverPeopleAdmin: PeopleAdminServices = {
  // The administration's own list: it holds disabled accounts too, so that they can be enabled again.
  search: async (keyword, signal) =>
    (
      await portalClient.call(
        userQuery,
        { body: { keyword: keyword || undefined, page: 1, pageSize: PEOPLE_LIMIT } },
        { silent: true, signal },
      )
    ).rows.map(personOf),
  setStatus: async (staffId, status) => {
    const row = await mutateCall(userStatus, { body: { id: staffId, status } }, { silent: true });
    // The next @ search shows the new status, not a cached one: invalidating alone would still show the cached
    // rows while the search runs again, and Enter on them opened the old status's panel (禁用 after disabling).
    queryClient.removeQueries({ queryKey: ['palette', 'remote'] });
    void invalidateCall(userQuery);
    return personOf(row);
  },
  selfId: () => sessionUser()?.staffId ?? null,
};

/** Holders of the users page (the same key as the calls) get the administrator's actions. */
export const canAdministerPeople = (services: PaletteServices): boolean =>
  !!services.peopleAdmin && services.ctx.permissions.has(PERMISSION_KEYS.userAdmin);

export function peopleAdminActionsOf(person: PalettePerson, services: PaletteServices): PeopleAdminActionId[] {
  if (!canAdministerPeople(services) || !person.status) return [];
  // One's own account: only 分配角色 (禁用 and 重置密码 are refused by the server; 修改密码 is in the settings).
  if (services.peopleAdmin?.selfId() === person.staffId) return ['userAssignRoles'];
  return [person.status === 'active' ? 'userDisable' : 'userEnable', 'userResetPassword', 'userAssignRoles'];
}

/** Runs a confirmed status change, closes the palette and says how it went. */
export async function runPeopleAdminAction(action: PeopleAdminActionId, person: PalettePerson, env: PerformEnv): Promise<void> {
  const { services, t } = env;
  if (!services.peopleAdmin || (action !== 'userDisable' && action !== 'userEnable')) return;
  env.close();
  try {
    await services.peopleAdmin.setStatus(person.staffId, action === 'userDisable' ? 'disabled' : 'active');
    services.notify(t(`palette.peopleAdmin.done.${action}`, { name: person.name }));
  } catch (error) {
    services.notify(
      isApiError(error) && error.message
        ? t('palette.peopleAdmin.failed', { name: person.name, reason: error.message })
        : t('palette.peopleAdmin.failedUnknown', { name: person.name }),
      'error',
    );
  }
}
