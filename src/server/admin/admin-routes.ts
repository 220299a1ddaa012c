import * as calls from '../../shared/api/admin-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { readGrantsVersion } from './grants-version';
import { copyRole, deleteRole, grantsOf, resourceNodes, roleRows, saveGrants, saveRole } from './role-admin';
import { createUser, resetPassword, setUserStatus, unlockUser, updateUser, userOptionsOf, userPage } from './user-admin';

/** The calls of administration: staff accounts, system roles, their grants and data scope. */
export const adminHandlers: RegisteredCall[] = [
  handle(calls.userQuery, async ({ deps, input }) => userPage(deps, input.body)),
  handle(calls.userOptions, async ({ deps }) => userOptionsOf(deps.db)),
  handle(calls.userCreate, async ({ deps, input }) => createUser(deps, input.body)),
  handle(calls.userUpdate, async ({ deps, input }) => updateUser(deps, input.body.id, input.body)),
  handle(calls.userStatus, async ({ deps, staff: me, input }) => setUserStatus(deps, me.staffId, input.body.id, input.body.status)),
  handle(calls.userUnlock, async ({ deps, input }) => unlockUser(deps, input.body.id)),
  handle(calls.userResetPassword, async ({ deps, staff: me, input }) =>
    resetPassword(deps, me.staffId, input.body.id, input.body.password),
  ),

  handle(calls.roleList, async ({ deps }) => roleRows(deps.db)),
  handle(calls.roleSave, async ({ deps, input }) => saveRole(deps, input.body)),
  handle(calls.roleCopy, async ({ deps, input }) => copyRole(deps, input.body)),
  handle(calls.roleDelete, async ({ deps, input }) => deleteRole(deps, input.body.id, input.body.reassignTo)),
  handle(calls.resourceTree, async ({ deps }) => resourceNodes(deps.db)),
  handle(calls.roleGrants, async ({ deps, input }) => grantsOf(deps.db, input.params.id)),
  handle(calls.roleGrantsSave, async ({ deps, input }) => saveGrants(deps, input.body.id, input.body.resourceIds)),
  handle(calls.grantsVersion, async ({ deps }) => ({ grantsVersion: await readGrantsVersion(deps.db) })),
];
