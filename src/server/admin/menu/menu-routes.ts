import * as calls from '../../../shared/api/admin-menu-calls';
import { handle, type RegisteredCall } from '../../http/call-router';
import { menuNodes, reorderMenu, restoreMenuNode, saveMenuNode } from './menu-admin';

/** The calls of the menu tree and field-level rights. */
export const adminMenuHandlers: RegisteredCall[] = [
  handle(calls.menuTree, async ({ deps }) => menuNodes(deps.db)),
  handle(calls.menuSave, async ({ deps, input }) => saveMenuNode(deps, input.body)),
  handle(calls.menuReorder, async ({ deps, input }) => reorderMenu(deps, input.body.parentId, input.body.ids)),
  handle(calls.menuRestore, async ({ deps, input }) => restoreMenuNode(deps, input.body.id)),
];
