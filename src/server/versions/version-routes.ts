import * as calls from '../../shared/api/version-calls';
import { fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { markVersionRead, versionPopup } from './version-service';

/** The calls of version notes and notices. */
export const versionHandlers: RegisteredCall[] = [
  handle(calls.versionPopupCheck, async ({ deps, staff, lang }) => versionPopup(deps, staff.staffId, lang)),

  handle(calls.versionPopupRead, async ({ deps, staff, input }) => {
    if (!(await markVersionRead(deps, staff.staffId, input.body.versionId))) throw fail.notFound();
    return null;
  }),
];
