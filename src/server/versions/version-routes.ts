import * as calls from '../../shared/api/version-calls';
import { fail } from '../http/app-error';
import { handle, type RegisteredCall } from '../http/call-router';
import { chatNoticeDetail, chatNoticePage, enableChatNotice, saveChatNotice } from './chat-notice-service';
import { createDemand, demandPage, dsrSources, selectOptions } from './dsr-service';
import { deleteNote, noteDetail, notePage, removeDoc, saveNote, timelinePage, upsertDoc } from './note-service';
import { innerVersion } from './portal-build';
import { markVersionRead, versionPopup } from './version-service';

/** The calls of version notes and notices. */
export const versionHandlers: RegisteredCall[] = [
  handle(calls.versionPopupCheck, async ({ deps, staff, lang }) => versionPopup(deps, staff.staffId, lang)),

  handle(calls.versionPopupRead, async ({ deps, staff, input }) => {
    if (!(await markVersionRead(deps, staff.staffId, input.body.versionId))) throw fail.notFound();
    return null;
  }),

  handle(calls.versionPage, async ({ deps, staff, input }) => notePage(deps, staff, input.body)),
  handle(calls.versionSelectOptions, async ({ lang }) => selectOptions(lang)),
  handle(calls.versionSave, async ({ deps, staff, input }) => saveNote(deps, staff, input.body)),
  handle(calls.versionUpdateDoc, async ({ deps, input }) => upsertDoc(deps, input.body)),
  handle(calls.versionDeleteDoc, async ({ deps, input }) => removeDoc(deps, input.body.versionId, input.body.docId)),
  handle(calls.versionDelete, async ({ deps, input }) => deleteNote(deps, input.body.id)),
  handle(calls.versionTimelinePage, async ({ deps, lang, input }) => timelinePage(deps, lang, input.body)),
  handle(calls.versionDetailCall, async ({ deps, staff, input }) => noteDetail(deps, staff, input.params.id)),
  handle(calls.innerVersionCheck, async ({ deps, input }) => innerVersion(deps, input.query.buildId)),

  handle(calls.dingNoticePage, async ({ deps, lang, input }) => chatNoticePage(deps, lang, input.body)),
  handle(calls.dingNoticeDetail, async ({ deps, lang, input }) => chatNoticeDetail(deps, lang, input.params.id)),
  handle(calls.dingNoticeSave, async ({ deps, staff, lang, input }) => saveChatNotice(deps, staff.staffId, lang, input.body)),
  handle(calls.dingNoticeEnable, async ({ deps, staff, lang, input }) =>
    enableChatNotice(deps, staff.staffId, lang, input.body.id, input.body.enabled),
  ),

  handle(calls.dsrSourceOptions, async ({ lang }) => dsrSources(lang)),
  handle(calls.dsrCreate, async ({ deps, staff, input }) => createDemand(deps, staff.staffId, input.body)),
  handle(calls.dsrPage, async ({ deps, input }) => demandPage(deps, input.body)),
];
