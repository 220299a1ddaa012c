import type { CallDef } from '../../shared/api/define-call';
import * as calls from '../../shared/api/dictionary-calls';
import { handle, type Handler, type RegisteredCall } from '../http/call-router';
import { requireSomeDictionaryKey } from './dictionary-access';
import { deleteItem, itemsOf, optionsOf, reorderItems, saveItem, setItemEnabled, typesOf } from './dictionary-service';

/** An administration call: refused outright, before any lookup, to a caller holding none of the four pages' keys. */
function administer<C extends CallDef>(call: C, run: Handler<C>): RegisteredCall {
  return handle(call, async (ctx) => {
    requireSomeDictionaryKey(ctx.staff);
    return run(ctx);
  });
}

/** The calls of the dictionaries (typed enumerations forms and filters read). */
export const dictionaryHandlers: RegisteredCall[] = [
  administer(calls.dictionaryTypes, async ({ deps, staff, input }) => typesOf(deps.db, staff, input.body.domain)),
  administer(calls.dictionaryItems, async ({ deps, staff, input }) => itemsOf(deps.db, staff, input.body.typeId)),
  administer(calls.dictionaryItemSave, async ({ deps, staff, input }) => saveItem(deps, staff, input.body)),
  administer(calls.dictionaryItemDelete, async ({ deps, staff, input }) => deleteItem(deps, staff, input.body.id)),
  administer(calls.dictionaryItemEnabled, async ({ deps, staff, input }) => setItemEnabled(deps, staff, input.body.id, input.body.enabled)),
  administer(calls.dictionaryItemReorder, async ({ deps, staff, input }) =>
    reorderItems(deps, staff, input.body.typeId, input.body.itemIds),
  ),
  handle(calls.dictionaryOptions, async ({ deps, input }) => optionsOf(deps.db, input.query.type)),
];
