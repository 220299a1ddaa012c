import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { CallDef } from '../../src/shared/api/define-call';
import { bindDemoMailboxes } from '../../src/server/mail/mail-demo-accounts';
import { mailboxByAddress, type MailAccountRow } from '../../src/server/mail/accounts/mailbox-of';
import { deliverLocally } from '../../src/server/mail/intake/deliver';
import type { Stored } from '../../src/server/mail/intake/store-incoming';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Demo staff and their mailbox addresses (the staff records' e-mail). */
export const MAIL_USERS = {
  admin: 'admin@switchboard.example',
  sales: 'sales@switchboard.example',
  sales2: 'sales2@switchboard.example',
  finance: 'finance@switchboard.example',
  ops: 'ops@switchboard.example',
} as const;
export type MailUser = keyof typeof MAIL_USERS | 'newhire';

/** A test app whose demo staff (all but newhire) have bound mailboxes, with signed-in callers. */
export class MailDriver {
  private readonly tokens = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  async token(user: MailUser): Promise<string> {
    let token = this.tokens.get(user);
    if (!token) {
      token = (await signIn(this.t, user)).token;
      this.tokens.set(user, token);
    }
    return token;
  }

  async call(user: MailUser, def: CallDef, request: Record<string, unknown> = {}): Promise<RawAnswer> {
    return callApi(this.t.app, def, request, { token: await this.token(user) });
  }

  /** The call's data; fails the test with the server's message when code ≠ 0. */
  async ok<T>(user: MailUser, def: CallDef, request: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.call(user, def, request);
    if (answer.body.code !== 0) throw new Error(`${def.id} as ${user}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }

  async account(user: keyof typeof MAIL_USERS): Promise<MailAccountRow> {
    const account = await mailboxByAddress(this.t.services.deps.db, MAIL_USERS[user]);
    if (!account) throw new Error(`no mailbox for ${user}`);
    return account;
  }

  /** Delivers a message to demo mailboxes as the SMTP listener would (parsed, stored, announced). */
  async deliver(to: readonly (keyof typeof MAIL_USERS)[], message: Mail.Options): Promise<Stored[]> {
    const accounts = await Promise.all(to.map((user) => this.account(user)));
    return deliverLocally(this.t.services.deps, accounts, await rawMessage(message), 'smtp');
  }
}

/** An RFC 5322 message built by nodemailer's own composer. */
export async function rawMessage(message: Mail.Options): Promise<Buffer> {
  return new MailComposer(message).compile().build();
}

export async function mailTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<MailDriver> {
  const t = await createTestApp(envOverrides, options);
  await bindDemoMailboxes(t.services.deps.db);
  return new MailDriver(t);
}
