import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/**
 * What every signed-in page asks of the versions: the popup of shell.md §3 and the build check of
 * §4 (the upgrade banner). The release notes' own calls are in version-calls.ts, which re-exports these.
 */

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

// ——— The build check ———

export const innerVersionCheck = defineCall({
  id: 'version.innerCheck',
  method: 'GET',
  path: '/v2/sys/staff/version/inner/check',
  permission: SIGNED_IN,
  tag: 'versions',
  summary: 'The build of the portal the server now serves; upgraded when it differs from the caller’s build',
  description:
    'The client sends the build id it was loaded with (meta switchboard-build). The push stream announces a new build as a `build` event; this call answers the same question after a reconnect.',
  query: z.object({
    buildId: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,80}$/, 'versions.buildId')
      .optional(),
  }),
  response: z.object({ buildId: z.string().nullable(), deployedAt: z.string().nullable(), upgraded: z.boolean() }),
});
