import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/** Version notes and notices (sections.md §7 Versions and notices; shell.md §4 version popup). */
export const versionDetail = z.object({
  versionId: z.number().int(),
  version: z.string(),
  title: z.string(),
  content: z.string().describe('Markdown'),
  releasedAt: z.string(),
});

export const versionPopupCheck = defineCall({
  id: 'shell.versionPopup',
  method: 'GET',
  path: '/v2/sys/staff/version/popup/check',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The version notice: popupState 1 forces the popup (a release the caller has not seen)',
  response: z.object({ popupState: z.union([z.literal(0), z.literal(1)]), versionDetail: versionDetail.nullable() }),
});

export const versionPopupRead = defineCall({
  id: 'shell.versionRead',
  method: 'POST',
  path: '/v2/sys/staff/version/popup/read',
  permission: SIGNED_IN,
  tag: 'shell',
  summary: 'The caller has seen the version notice',
  body: z.object({ versionId: z.number().int().positive() }),
  response: z.null(),
});
