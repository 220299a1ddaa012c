import { fieldRights, roleFieldRights, roleFieldRightsSave } from '../../../shared/api/field-rights-calls';
import { handle, type RegisteredCall } from '../../http/call-router';
import { fieldRightsFor, roleFieldPagesOf, saveRoleFieldRights } from './field-rights';

/** Field-level rights: what the signed-in person sees of a page, and the role editor's calls. */
export const fieldRightsHandlers: RegisteredCall[] = [
  handle(fieldRights, async ({ staff, input }) => fieldRightsFor(staff.grants, input.body.page)),
  handle(roleFieldRights, async ({ deps, input }) => roleFieldPagesOf(deps.db, input.params.id)),
  handle(roleFieldRightsSave, async ({ deps, input }) => saveRoleFieldRights(deps, input.body)),
];
