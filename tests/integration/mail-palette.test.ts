import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandEntries, pageEntries } from '../../src/client/palette/palette-entries';
import { getResourceByMenu } from '../../src/shared/api/staff-calls';
import type { MenuNode } from '../../src/shared/api/staff-calls';
import { MAIL_PATHS } from '../../src/shared/mail/folders';
import { MAIL_COMMAND_IDS, mailCommands } from '../../commands/mail-commands';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/** The palette's mailbox entries as the demo people's own menus make them. */
let m: MailDriver;

beforeAll(async () => {
  m = await mailTestApp();
});
afterAll(async () => {
  await m.t.close();
});

const FOLDERS = [
  MAIL_PATHS.inbox,
  MAIL_PATHS.star,
  MAIL_PATHS.spam,
  MAIL_PATHS.sent,
  MAIL_PATHS.drafts,
  MAIL_PATHS.marketing,
  MAIL_PATHS.correspondence,
];

describe('mailbox folders in the palette', () => {
  it('are page commands of sales’ menu, each once, with its title', async () => {
    const tree = await m.ok<MenuNode[]>('sales', getResourceByMenu, { query: {} });
    const pages = pageEntries(tree).filter((entry) => entry.path?.startsWith('/message/email/'));
    const paths = pages.map((entry) => entry.path);
    for (const folder of FOLDERS)
      expect(
        paths.filter((path) => path === folder),
        folder,
      ).toHaveLength(1);
    expect(pages.find((entry) => entry.path === MAIL_PATHS.marketing)?.title.zh).toBeTruthy();
  });

  it('are absent from newhire’s palette, who has no mailbox pages, and so is 写邮件', async () => {
    const tree = await m.ok<MenuNode[]>('newhire', getResourceByMenu, { query: {} });
    expect(pageEntries(tree).filter((entry) => entry.path?.startsWith('/message/email/'))).toEqual([]);
    expect(commandEntries(mailCommands, new Set(['HOME'])).map((entry) => entry.commandId)).toEqual([]);
    expect(commandEntries(mailCommands, new Set(['MC_EMAIL_WRITE'])).map((entry) => entry.commandId)).toEqual([MAIL_COMMAND_IDS.write]);
  });
});
