import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MAIL_FOLDERS } from '../../../shared/mail/folders';
import type { Db } from '../../db/database';
import type { FeatureSeed, SeedContext } from '../../db/seed/feature-seeds';
import {
  customerContacts,
  customers,
  mailAttachments,
  mailMessages,
  mailRaw,
  mailSenderRules,
  mailSenders,
  mailSignatures,
  mailTemplates,
  staff,
  supplierContacts,
  suppliers,
  type MailAddress,
} from '../../db/schema/index';
import { mailboxByAddress, type MailAccountRow } from '../accounts/mailbox-of';
import { plainToHtml } from '../content/plain-to-html';
import { sanitizeMailHtml } from '../content/sanitize-mail-html';
import { parseIncoming } from '../intake/incoming-mail';
import { searchTextOf, snippetOf } from '../intake/search-text';
import { storeIncoming } from '../intake/store-incoming';
import { COMPANY_MAIL_DOMAIN, DEMO_MAILBOX_USERS, bindDemoMailboxes } from '../mail-demo-accounts';
import { seedContacts } from './contacts-seed';
import { demoMails, type DemoMail, type DemoParties } from './demo-mail-content';

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** A Shanghai wall-clock time `daysAgo` days before now, never later than now. */
function arrival(now: Date, daysAgo: number, [hour, minute]: [number, number]): Date {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  const at = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo, hour, minute) - SHANGHAI_OFFSET_MS,
  );
  return at.getTime() > now.getTime() ? new Date(now.getTime() - 5 * 60_000) : at;
}

const formatted = (a: MailAddress) => ({ name: a.name, address: a.email });

async function rawOf(mail: DemoMail, sentAt: Date): Promise<Buffer> {
  const id = createHash('sha1').update(`${mail.subject}|${mail.from.email}|${mail.daysAgo}`).digest('hex').slice(0, 16);
  return new MailComposer({
    messageId: `<demo-${id}@${COMPANY_MAIL_DOMAIN}>`,
    date: sentAt,
    from: formatted(mail.from),
    to: mail.to.map(formatted),
    cc: (mail.cc ?? []).map(formatted),
    subject: mail.subject,
    ...(mail.html ? { html: mail.html } : { text: mail.text ?? '' }),
    attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content })),
    ...(mail.bulk ? { headers: { 'List-Unsubscribe': `<mailto:unsubscribe@${mail.from.email.split('@')[1] ?? 'example.com'}>` } } : {}),
  })
    .compile()
    .build();
}

/** The owner's own copy of a sent mail or a draft, as the compose path would have stored it. */
async function storeOwnCopy(tx: Db, account: MailAccountRow, mail: DemoMail, raw: Buffer, at: Date): Promise<void> {
  const parsed = await parseIncoming(raw);
  const body = sanitizeMailHtml(parsed.html ?? plainToHtml(parsed.text), {});
  const draft = mail.box === 'draft';
  const [row] = await tx
    .insert(mailMessages)
    .values({
      accountId: account.id,
      folder: draft ? MAIL_FOLDERS.drafts : MAIL_FOLDERS.sent,
      direction: draft ? 'draft' : 'out',
      messageId: draft ? null : parsed.messageId,
      subject: parsed.subject,
      fromName: parsed.from.name,
      fromAddress: parsed.from.email,
      to: parsed.to,
      cc: parsed.cc,
      sentAt: draft ? null : at,
      receivedAt: at,
      html: body.html,
      text: parsed.text,
      snippet: snippetOf(parsed.text),
      remoteImages: body.remoteImages,
      hasAttachments: parsed.attachments.length > 0,
      size: raw.length,
      seen: true,
      source: 'compose',
      deliveryState: draft ? null : 'sent',
      searchText: searchTextOf(parsed),
    })
    .returning({ id: mailMessages.id });
  if (!row) return;
  if (parsed.attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      parsed.attachments.map((a) => ({
        messageId: row.id,
        filename: a.filename,
        contentType: a.contentType,
        size: a.size,
        content: a.content,
      })),
    );
  }
  if (!draft) await tx.insert(mailRaw).values({ messageId: row.id, raw });
}

async function parties(db: Db): Promise<DemoParties | null> {
  const people = await db
    .select({ username: staff.username, name: staff.name, email: staff.email })
    .from(staff)
    .where(inArray(staff.username, [...DEMO_MAILBOX_USERS]));
  const byName = new Map(people.map((p) => [p.username, { name: p.name, email: p.email ?? `${p.username}@${COMPANY_MAIL_DOMAIN}` }]));
  const [admin, sales, sales2, finance, ops] = DEMO_MAILBOX_USERS.map((u) => byName.get(u));
  if (!admin || !sales || !sales2 || !finance || !ops) return null;
  const salesId = (await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'sales')))[0]?.id ?? 0;
  const own = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.ownerStaffId, salesId))
    .orderBy(asc(customers.id))
    .limit(4);
  const contacts = own.length
    ? await db
        .select()
        .from(customerContacts)
        .where(
          inArray(
            customerContacts.customerId,
            own.map((c) => c.id),
          ),
        )
    : [];
  const customerParties = own.flatMap((c) => {
    const contact = contacts.find((x) => x.customerId === c.id && x.primary);
    const accounts = contacts.find((x) => x.customerId === c.id && !x.primary);
    return contact && accounts
      ? [{ name: c.name, contact: { name: contact.name, email: contact.email }, accounts: { name: accounts.name, email: accounts.email } }]
      : [];
  });
  const supplierRows = await db.select({ id: suppliers.id, code: suppliers.code }).from(suppliers).orderBy(asc(suppliers.id)).limit(2);
  const supplierMail = supplierRows.length
    ? await db
        .select()
        .from(supplierContacts)
        .where(
          inArray(
            supplierContacts.supplierId,
            supplierRows.map((s) => s.id),
          ),
        )
    : [];
  const supplierParties = supplierRows.flatMap((s) => {
    const billing = supplierMail.find((x) => x.supplierId === s.id && x.email.startsWith('billing@'));
    const noc = supplierMail.find((x) => x.supplierId === s.id && x.email.startsWith('noc@'));
    return billing && noc
      ? [{ code: s.code, billing: { name: billing.name, email: billing.email }, noc: { name: noc.name, email: noc.email } }]
      : [];
  });
  return { staff: { admin, sales, sales2, finance, ops }, customers: customerParties, suppliers: supplierParties };
}

async function seedToolsData(db: Db, accounts: Map<string, MailAccountRow>, p: DemoParties, now: Date): Promise<void> {
  const sales = accounts.get('sales');
  const admin = accounts.get('admin');
  const finance = accounts.get('finance');
  if (!sales?.staffId || !admin?.staffId || !finance?.staffId) return;
  await db
    .insert(mailSenders)
    .values([
      { address: `service@${COMPANY_MAIL_DOMAIN}`, displayName: 'Switchboard 客服中心', ownerStaffId: null },
      { address: `billing@${COMPANY_MAIL_DOMAIN}`, displayName: 'Switchboard 财务对账', ownerStaffId: finance.staffId },
    ])
    .onConflictDoNothing();
  await db
    .insert(mailSenderRules)
    .values({ accountId: sales.id, kind: 'black', pattern: '@lucky-draw.example', remark: '中奖诈骗', createdAt: now })
    .onConflictDoNothing();
  const firstCustomer = p.customers[0];
  if (firstCustomer) {
    const domain = `@${firstCustomer.contact.email.split('@')[1] ?? ''}`;
    await db
      .insert(mailSenderRules)
      .values({ accountId: sales.id, kind: 'white', pattern: domain, remark: firstCustomer.name, createdAt: now })
      .onConflictDoNothing();
  }
  await db.insert(mailTemplates).values([
    {
      ownerStaffId: sales.staffId,
      name: '短信报价',
      subject: '短信报价 — {{国家}}',
      html: '<p>您好：</p><p>感谢您对我们短信服务的关注。以下为本月报价（美元/条，含税）：</p><ul><li>印度尼西亚：0.0285</li><li>越南：0.0310</li></ul><p>报价有效期至本月底。如需测试账号请直接回复。</p>',
      shared: false,
      updatedAt: now,
    },
    {
      ownerStaffId: admin.staffId,
      name: '开户欢迎信',
      subject: '欢迎使用 Switchboard 通信服务',
      html: '<p>您好：</p><p>您的账户已开通。控制台地址、接口文档与测试额度已发送至注册邮箱。如有任何问题，请随时联系您的客户经理。</p>',
      shared: true,
      updatedAt: now,
    },
  ]);
  await db.insert(mailSignatures).values([
    {
      ownerStaffId: sales.staffId,
      name: '默认签名',
      html: '<p>李娜 | 销售一部<br>Switchboard 通信<br>sales@switchboard.example</p>',
      isDefault: true,
      updatedAt: now,
    },
    {
      ownerStaffId: admin.staffId,
      name: '公司签名',
      html: '<p>Switchboard 通信 — 短信 · 语音 · 邮件 · WhatsApp</p>',
      shared: true,
      updatedAt: now,
    },
  ]);
}

/**
 * The mailbox's demo: the company domain, the demo staff's mailboxes, contacts of every customer
 * and supplier, sender addresses, lists, templates, signatures and a few weeks of mail. Idempotent:
 * mail is written only into mailboxes that hold none.
 */
async function seedMail(db: Db, ctx: SeedContext): Promise<void> {
  const now = ctx.clock.now();
  await bindDemoMailboxes(db);
  await seedContacts(db);
  const p = await parties(db);
  if (!p) return;
  const accounts = new Map<string, MailAccountRow>();
  for (const username of DEMO_MAILBOX_USERS) {
    const account = await mailboxByAddress(db, p.staff[username].email);
    if (account) accounts.set(username, account);
  }
  const [written] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(
      and(
        inArray(
          mailMessages.accountId,
          [...accounts.values()].map((a) => a.id),
        ),
      ),
    );
  if ((written?.n ?? 0) > 0) return;
  await seedToolsData(db, accounts, p, now);
  const mails = demoMails(p);
  await db.transaction(async (tx) => {
    for (const mail of mails) {
      const account = accounts.get(mail.owner);
      if (!account) continue;
      const at = arrival(now, mail.daysAgo, mail.at);
      const raw = await rawOf(mail, at);
      if (mail.box === 'in') {
        await storeIncoming(tx, account, await parseIncoming(raw), {
          source: 'local',
          receivedAt: at,
          seen: mail.seen,
          starred: mail.starred ?? false,
        });
      } else {
        await storeOwnCopy(tx, account, mail, raw, at);
      }
    }
  });
}

export const mailSeed: FeatureSeed = { name: 'mail', seed: seedMail };
