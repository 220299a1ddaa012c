import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { SIGNED_IN, defineCall } from './define-call';
import { freeText, lineText } from './text-fields';

/** Version notes and notices (sections.md §7 Versions and notices; shell.md §4 version popup). */

const PREFIX = '/v2/sys/staff';
const TAG = 'versions';
/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const id = z.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const paging = { page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) };

export const VERSION_TYPES = ['feature', 'improvement', 'fix'] as const;
export type VersionType = (typeof VERSION_TYPES)[number];
export const VERSION_STATES = ['draft', 'published'] as const;
export type VersionState = (typeof VERSION_STATES)[number];
/** popupState of a note: 1 forces the popup once per user (shell.md §3). */
export const POPUP_STATES = { none: 0, force: 1 } as const;

/** Where a demand submission (dsr/create) comes from. */
export const DSR_SOURCES = ['customer', 'internal', 'compliance', 'incident'] as const;
export type DsrSource = (typeof DSR_SOURCES)[number];

export const CHAT_NOTICE_AUDIENCES = ['all', 'depts'] as const;
export const CHAT_SEND_STATES = ['not_configured', 'sending', 'done'] as const;

/** Semantic version numbers as Switchboard uses them: 1.4.0, 1.4.0-beta.2. */
const VERSION_NUMBER = /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9A-Za-z.]{1,20})?$/;
export const isVersionNumber = (text: string): boolean => VERSION_NUMBER.test(text);
/** A document link: an https/http address or a page of the portal (/message/help?…). */
export const isDocUrl = (text: string): boolean => /^https?:\/\/[^\s]+$/i.test(text) || /^\/(?!\/)[^\s]*$/.test(text);

// ——— Release notes ———

export const versionDoc = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type VersionDocView = z.infer<typeof versionDoc>;

/** A release note in both languages, as readers and its editors see it. */
export const versionNote = z.object({
  id: z.number().int(),
  version: z.string(),
  versionType: z.enum(VERSION_TYPES),
  state: z.enum(VERSION_STATES),
  popupState: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  titleEn: z.string(),
  content: z.string().describe('Markdown'),
  contentEn: z.string().describe('Markdown'),
  docs: z.array(versionDoc),
  /** Publication time; for a draft, when it was written. */
  releasedAt: z.string(),
  updatedAt: z.string().nullable(),
  authorName: z.string().nullable(),
});
export type VersionNote = z.infer<typeof versionNote>;

const docName = lineText.trim().min(1).max(100);
const docUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine(isDocUrl, 'versions.docUrl')
  .meta({ pattern: '^https://docs\\.switchboard\\.example/[a-z0-9]+$' });
export const docInput = z.object({ name: docName, url: docUrl });

export const versionPage = defineCall({
  id: 'version.page',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/version/page`,
  permission: PERMISSION_KEYS.versionList,
  tag: TAG,
  summary: 'Release notes, newest first; filter by keyword, type and (editors only) state',
  description: 'Readers see published notes; holders of the note settings also see drafts.',
  body: z.object({
    ...paging,
    keyword: lineText.trim().max(60).optional(),
    versionType: z.enum(VERSION_TYPES).optional(),
    state: z.enum(VERSION_STATES).optional(),
  }),
  response: z.object({ rows: z.array(versionNote), count: z.number().int() }),
});

const option = z.object({ value: z.string(), label: z.string() });
export const versionSelectOptions = defineCall({
  id: 'version.selectOptions',
  method: 'GET',
  path: `${PREFIX}/version/select/options`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Choices of the release-note forms: types, states, popup states, demand sources',
  response: z.object({
    versionTypes: z.array(option),
    states: z.array(option),
    popupStates: z.array(z.object({ value: z.number().int(), label: z.string() })),
    dsrSources: z.array(option),
  }),
});

export const versionSaveBody = z.object({
  /** Absent: a new note. */
  id: id.optional(),
  version: z
    .string()
    .trim()
    .max(40)
    .refine(isVersionNumber, 'versions.versionFormat')
    .meta({ pattern: '^\\d{1,4}\\.\\d{1,4}\\.\\d{1,4}$' }),
  versionType: z.enum(VERSION_TYPES),
  popupState: z.union([z.literal(0), z.literal(1)]),
  title: lineText.trim().min(1).max(120),
  titleEn: lineText.trim().min(1).max(120),
  content: freeText.trim().min(1).max(20_000),
  contentEn: freeText.trim().min(1).max(20_000),
  docs: z.array(docInput).max(10).default([]),
  /** true publishes it now (a published note stays published when edited). */
  publish: z.boolean().default(false),
});
export type VersionSaveBody = z.input<typeof versionSaveBody>;

export const versionSave = defineCall({
  id: 'version.save',
  method: 'POST',
  path: `${PREFIX}/version/save`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Writes or edits a release note (markdown, documents, force popup) and optionally publishes it',
  description:
    'Publishing announces the note in every active staff member’s message centre (版本更新) and sends the enabled chat-app notices; a force-popup note (popupState 1) pops up once for each signed-in user.',
  body: versionSaveBody,
  response: versionNote,
});

export const versionUpdateDoc = defineCall({
  id: 'version.updateDoc',
  method: 'POST',
  path: `${PREFIX}/version/updateDoc`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Attaches a document to a release note, or renames/relinks one (docId)',
  body: z.object({ versionId: id, docId: lineText.max(40).optional(), ...docInput.shape }),
  response: versionNote,
});

export const versionDeleteDoc = defineCall({
  id: 'version.deleteDoc',
  method: 'POST',
  path: `${PREFIX}/version/deleteDoc`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Removes an attached document from a release note',
  body: z.object({ versionId: id, docId: lineText.min(1).max(40) }),
  response: versionNote,
});

export const versionDelete = defineCall({
  id: 'version.delete',
  method: 'POST',
  path: `${PREFIX}/version/delete`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Deletes a release note (with who has read it and its chat-app sends)',
  description: 'Not in the spec’s call list: the delete of /setModule/publicnotice/noticeconfig.',
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const timelineEntry = versionNote
  .pick({ id: true, version: true, versionType: true, popupState: true, releasedAt: true, docs: true })
  .extend({
    title: z.string(),
    content: z.string().describe('Markdown, in the caller’s language'),
  });
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const versionTimelinePage = defineCall({
  id: 'version.timelinePage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/version/timeline/page`,
  permission: PERMISSION_KEYS.versionTimeline,
  tag: TAG,
  summary: 'Published release notes along the timeline, newest first, in the caller’s language',
  body: z.object({ ...paging, year: z.number().int().min(2000).max(2100).optional() }),
  response: z.object({ rows: z.array(timelineEntry), count: z.number().int(), years: z.array(z.number().int()) }),
});

export const versionDetailCall = defineCall({
  id: 'version.detail',
  method: 'GET',
  path: `${PREFIX}/version/detail/:id`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'One release note; a draft only for holders of the note settings',
  params: idParams,
  response: versionNote,
});

// ——— Chat-app notices of a release (dingNotice) ———

export const chatNoticeSend = z.object({
  versionId: z.number().int(),
  version: z.string(),
  state: z.enum(CHAT_SEND_STATES),
  recipients: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const chatNotice = z.object({
  id: z.number().int(),
  name: z.string(),
  audience: z.enum(CHAT_NOTICE_AUDIENCES),
  deptIds: z.array(z.number().int()),
  deptNames: z.array(z.string()),
  popupOnly: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  lastSend: chatNoticeSend.nullable(),
});
export type ChatNotice = z.infer<typeof chatNotice>;

export const dingNoticePage = defineCall({
  id: 'version.dingNoticePage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/dingNotice/page`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'The chat-app notice rules of releases, with their last sending and whether the chat app is configured',
  body: z.object(paging),
  response: z.object({
    rows: z.array(chatNotice),
    count: z.number().int(),
    chatAppConfigured: z.boolean(),
    /** The departments a rule may address. */
    departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const dingNoticeDetail = defineCall({
  id: 'version.dingNoticeDetail',
  method: 'GET',
  path: `${PREFIX}/dingNotice/detail/:id`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'One chat-app notice rule with its recent sendings',
  params: idParams,
  response: chatNotice.extend({ sends: z.array(chatNoticeSend) }),
});

export const dingNoticeSaveBody = z
  .object({
    id: id.optional(),
    name: lineText.trim().min(1).max(60),
    audience: z.enum(CHAT_NOTICE_AUDIENCES),
    deptIds: z.array(id).max(50).default([]),
    popupOnly: z.boolean().default(false),
  })
  .refine((body) => body.audience === 'all' || body.deptIds.length > 0, { message: 'versions.deptsRequired', path: ['deptIds'] });
export type DingNoticeSaveBody = z.input<typeof dingNoticeSaveBody>;

export const dingNoticeSave = defineCall({
  id: 'version.dingNoticeSave',
  method: 'POST',
  path: `${PREFIX}/dingNotice/save`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Writes or edits a chat-app notice rule: everyone or some departments, all notes or force-popup ones only',
  body: dingNoticeSaveBody,
  response: chatNotice,
});

export const dingNoticeEnable = defineCall({
  id: 'version.dingNoticeEnable',
  method: 'POST',
  path: `${PREFIX}/dingNotice/enable`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Turns a chat-app notice rule on or off',
  body: z.object({ id, enabled: z.boolean() }),
  response: chatNotice,
});

// ——— Demand submissions (DSR) ———

export const dsrSourceOptions = defineCall({
  id: 'version.dsrSources',
  method: 'GET',
  path: `${PREFIX}/dsr/queryDsrSource`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Where a demand for the next releases may come from',
  response: z.array(option),
});

export const dsrCreateBody = z.object({
  title: lineText.trim().min(1).max(100),
  content: freeText.trim().min(1).max(2000),
  source: z.enum(DSR_SOURCES),
  pagePath: z
    .string()
    .trim()
    .max(200)
    .refine((path) => /^\/(?!\/)[^\s]*$/.test(path), 'versions.pagePath')
    .meta({ pattern: '^/[a-z]+$' })
    .optional(),
});
export type DsrCreateBody = z.input<typeof dsrCreateBody>;

export const dsrCreate = defineCall({
  id: 'version.dsrCreate',
  method: 'POST',
  path: `${PREFIX}/dsr/create`,
  permission: SIGNED_IN,
  tag: TAG,
  summary: 'Submits a demand for the next releases (DSR); the note writers find it under the note settings',
  body: dsrCreateBody,
  response: z.object({ id: z.number().int(), createdAt: z.string() }),
});

export const dsrRow = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  source: z.enum(DSR_SOURCES),
  pagePath: z.string().nullable(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type DsrRow = z.infer<typeof dsrRow>;

export const dsrPage = defineCall({
  id: 'version.dsrPage',
  method: 'POST',
  effect: 'reads',
  path: `${PREFIX}/dsr/page`,
  permission: PERMISSION_KEYS.versionConfig,
  tag: TAG,
  summary: 'Submitted demands, newest first',
  description: 'Not in the spec’s call list: where the note writers read what dsr/create collected.',
  body: z.object(paging),
  response: z.object({ rows: z.array(dsrRow), count: z.number().int() }),
});

// The build check runs on every signed-in page: its declaration lives apart from the notes' schemas.
export * from './version-check-calls';
