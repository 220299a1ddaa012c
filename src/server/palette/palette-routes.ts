import * as calls from '../../shared/api/palette-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { loadPaletteState, recordPaletteUse, resetPaletteItem, setPaletteFavourite } from './palette-service';

/** The palette's per-person ranking memory; every call acts on the caller's own rows only. */
export const paletteHandlers: RegisteredCall[] = [
  handle(calls.paletteState, async ({ staff, deps }) => loadPaletteState(deps.db, staff.staffId, deps.clock.now())),

  handle(calls.paletteRecordUse, async ({ staff, deps, input }) =>
    recordPaletteUse(deps.db, staff.staffId, input.body.key, deps.clock.now()),
  ),

  handle(calls.paletteResetItem, async ({ staff, deps, input }) => ({
    key: input.body.key,
    removed: await resetPaletteItem(deps.db, staff.staffId, input.body.key),
  })),

  handle(calls.paletteSetFavourite, async ({ staff, deps, input }) =>
    setPaletteFavourite(deps.db, staff.staffId, input.body.key, input.body.favourite, deps.clock.now()),
  ),
];
