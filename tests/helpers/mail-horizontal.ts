import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import * as compose from '../../src/shared/api/mail-compose-calls';
import * as marketing from '../../src/shared/api/mail-marketing-calls';
import * as reading from '../../src/shared/api/mail-reading-calls';
import * as tools from '../../src/shared/api/mail-tools-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import {
  customers,
  financeBillMails,
  mailAccounts,
  mailAttachments,
  mailBook,
  mailCampaigns,
  mailDeliveries,
  mailDomains,
  mailFollowRules,
  mailImageAllow,
  mailMessages,
  mailSenderRules,
  mailSenders,
  mailSignatures,
  mailTemplates,
  mailUploads,
  staff,
} from '../../src/server/db/schema/index';
import { callApi, fromAddress, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to the mailbox: `sales` owns mail (the seed's received, sent and draft
 * messages, with attachments) and settings (templates, signatures, address book, sender lists,
 * campaigns). `sales2` has the same pages and a mailbox of its own, so every call naming one of
 * sales's ids answers exactly as for an id of nobody, and nothing of sales's changes. The
 * setModule calls are administration: people without those keys are refused alike for real and
 * unknown ids.
 */
type User = 'sales' | 'sales2' | 'admin';
const NOBODY = 2_000_000_001;
const INTRUDER: User = 'sales2';
const UNKNOWN_TOKEN = 'f'.repeat(32);

interface Records {
  salesStaffId: number;
  received: number;
  sent: number;
  draft: number;
  attachment: number;
  /** An attachment sales uploaded while writing, not yet in any mail. */
  upload: string;
  template: number;
  sharedTemplate: number;
  signature: number;
  sharedSignature: number;
  book: number;
  white: number;
  black: number;
  campaign: number;
  customerId: number;
  customerCode: string;
  domain: number;
  sender: number;
  followRule: number;
}

export interface MailCase {
  fields: string[];
  check: () => Promise<void>;
}

export function mailCases(app: () => TestApp): Record<string, MailCase> {
  const tokens = new Map<User, string>();
  let records: Promise<Records> | null = null;
  const db = () => app().services.deps.db;

  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    const token = await tokenOf(user);
    const key = call.repeatCheck ? ((await callApi(app().app, idempotenceKey, {}, { token })).body.data as { key: string }).key : '';
    return callApi(app().app, call, request, { token, headers: key ? { 'X-Idempotence-Key': key } : {} });
  };
  const data = async <T>(user: User, call: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };

  const accountOf = async (username: string) => {
    const [row] = await db()
      .select({ id: mailAccounts.id, staffId: mailAccounts.staffId })
      .from(mailAccounts)
      .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
      .where(eq(staff.username, username));
    if (!row) throw new Error(`the mail seed gave ${username} no mailbox`);
    return { id: row.id, staffId: row.staffId ?? 0 };
  };
  const firstOf = async (accountId: number, folder: string) => {
    const [row] = await db()
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, accountId), eq(mailMessages.folder, folder)))
      .orderBy(asc(mailMessages.id))
      .limit(1);
    if (!row) throw new Error(`the mail seed gave sales no ${folder} message`);
    return row.id;
  };

  const setUp = async (): Promise<Records> => {
    const account = await accountOf('sales');
    const [attached] = await db()
      .select({ id: mailAttachments.id })
      .from(mailAttachments)
      .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
      .where(eq(mailMessages.accountId, account.id))
      .limit(1);
    const [customer] = await db()
      .select({ id: customers.id, code: customers.code })
      .from(customers)
      .where(eq(customers.ownerStaffId, account.staffId))
      .limit(1);
    const [domain] = await db().select({ id: mailDomains.id }).from(mailDomains).limit(1);
    if (!attached || !customer || !domain) throw new Error('the mail seed gave sales no attachment, customer or domain');
    const draft = await data<{ id: number }>('sales', compose.draftSave, {
      body: { to: [{ email: 'sales2@switchboard.example' }], subject: '销售自己的草稿', html: '<p>草稿</p>' },
    });
    const template = async (shared: boolean) =>
      (
        await data<{ id: number }>('sales', tools.tempSave, {
          body: { name: `模板${shared}`, subject: '报价', html: '<p>您好</p>', shared },
        })
      ).id;
    const signature = async (shared: boolean) =>
      (await data<{ id: number }>('sales', tools.signatureUpdate, { body: { name: `签名${shared}`, html: '<p>销售</p>', shared } })).id;
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('报价单')], 'quote.txt', { type: 'text/plain' }));
    const uploaded = await app().app.request(
      compose.uploadFileAndGetPresignedUrl.path,
      { method: 'POST', headers: { Authorization: `Bearer ${await tokenOf('sales')}` }, body: form },
      fromAddress(),
    );
    const upload = ((await uploaded.json()) as { data: { token: string } }).data.token;
    const book = await data<{ id: number }>('sales', tools.bookSave, { body: { name: '老客户', email: 'old@customer.example' } });
    const white = await data<{ id: number }>('sales', tools.whitelistUpdate, { body: { pattern: '@white.example' } });
    const black = await data<{ id: number }>('sales', tools.blacklistUpdate, { body: { pattern: '@black.example' } });
    const campaign = await data<{ id: number }>('sales', marketing.campaignSave, {
      body: { name: '秋季活动', subject: '秋季新品', html: '<p>新品</p>', segment: {} },
    });
    const sender = await data<{ id: number }>('admin', tools.senderAddressSave, {
      body: { address: 'sales-team@switchboard.example', displayName: '销售团队', ownerStaffId: account.staffId },
    });
    const followRule = await data<{ id: number }>('admin', tools.followRuleSave, {
      body: { pattern: '@follow.example', ownerStaffId: account.staffId },
    });
    return {
      salesStaffId: account.staffId,
      received: await firstOf(account.id, 'inbox'),
      sent: await firstOf(account.id, 'sent'),
      draft: draft.id,
      attachment: attached.id,
      upload,
      template: await template(false),
      sharedTemplate: await template(true),
      signature: await signature(false),
      sharedSignature: await signature(true),
      book: book.id,
      white: white.id,
      black: black.id,
      campaign: campaign.id,
      customerId: customer.id,
      customerCode: customer.code,
      domain: domain.id,
      sender: sender.id,
      followRule: followRule.id,
    };
  };
  const mine = () => (records ??= setUp());

  /** Everything of sales's mailbox a call could change, read from the database. */
  const snapshot = async () => {
    const account = await accountOf('sales');
    const messages = await db()
      .select({
        id: mailMessages.id,
        folder: mailMessages.folder,
        seen: mailMessages.seen,
        starred: mailMessages.starred,
        mark: mailMessages.mark,
        follow: mailMessages.followStaffId,
        scheduledAt: mailMessages.scheduledAt,
        subject: mailMessages.subject,
        html: mailMessages.html,
        deliveryState: mailMessages.deliveryState,
      })
      .from(mailMessages)
      .where(eq(mailMessages.accountId, account.id))
      .orderBy(asc(mailMessages.id));
    const ids = messages.map((row) => row.id);
    const owned = <T extends { ownerStaffId: unknown }>(table: T) => eq(table.ownerStaffId as never, account.staffId);
    return {
      messages,
      attachments: await db()
        .select({ id: mailAttachments.id, messageId: mailAttachments.messageId })
        .from(mailAttachments)
        .where(inArray(mailAttachments.messageId, ids))
        .orderBy(asc(mailAttachments.id)),
      deliveries: await db().select().from(mailDeliveries).where(inArray(mailDeliveries.messageId, ids)).orderBy(asc(mailDeliveries.id)),
      templates: await db().select().from(mailTemplates).where(owned(mailTemplates)).orderBy(asc(mailTemplates.id)),
      signatures: await db().select().from(mailSignatures).where(owned(mailSignatures)).orderBy(asc(mailSignatures.id)),
      book: await db().select().from(mailBook).where(owned(mailBook)).orderBy(asc(mailBook.id)),
      rules: await db().select().from(mailSenderRules).where(eq(mailSenderRules.accountId, account.id)).orderBy(asc(mailSenderRules.id)),
      images: await db().select().from(mailImageAllow).where(eq(mailImageAllow.accountId, account.id)),
      campaigns: await db().select().from(mailCampaigns).where(owned(mailCampaigns)).orderBy(asc(mailCampaigns.id)),
      uploads: await db().select({ id: mailUploads.id }).from(mailUploads).where(eq(mailUploads.staffId, account.staffId)),
      bills: await db().select().from(financeBillMails).where(inArray(financeBillMails.mailMessageId, ids)),
      senders: await db().select().from(mailSenders).orderBy(asc(mailSenders.id)),
      followRules: await db().select().from(mailFollowRules).orderBy(asc(mailFollowRules.id)),
      domains: await db().select().from(mailDomains).orderBy(asc(mailDomains.id)),
      accounts: await db().select().from(mailAccounts).orderBy(asc(mailAccounts.id)),
    };
  };

  /**
   * sales2 naming sales's record is refused with `code` (not found by default), in the very words
   * an id of nobody gets (unless `sameAsUnknown` is false: a record sales2 may see, refused for
   * another reason), and nothing of sales's changes; `owner` then shows the id was live.
   */
  const refused =
    (
      call: CallDef,
      request: (r: Records | null) => Record<string, unknown>,
      options: { owner?: User; code?: number; sameAsUnknown?: boolean } = {},
    ): MailCase['check'] =>
    async () => {
      const r = await mine();
      const before = await snapshot();
      const theirs = await as(INTRUDER, call, request(r));
      expect(theirs.body.code, `${INTRUDER} → ${call.id}: ${theirs.body.msg}`).toBe(options.code ?? APP_CODES.NOT_FOUND);
      if (options.sameAsUnknown !== false) {
        const nobodys = await as(INTRUDER, call, request(null));
        expect([theirs.status, theirs.body], `${INTRUDER} → ${call.id} answers as for an unknown id`).toEqual([
          nobodys.status,
          nobodys.body,
        ]);
      }
      expect(await snapshot()).toEqual(before);
      if (options.owner) {
        const own = await as(options.owner, call, request(r));
        // A file answers with its bytes, not an envelope.
        if (call.answer === 'file') expect(own.status, `${options.owner} → ${call.id}`).toBe(200);
        else expect(own.body.code, `${options.owner} → ${call.id}: ${own.body.msg}`).toBe(0);
      }
    };
  /** Administration: sales2 has none of the setModule keys, so real and unknown ids are refused alike. */
  const settings = (call: CallDef, request: (r: Records | null) => Record<string, unknown>) =>
    refused(call, request, { code: APP_CODES.FORBIDDEN });

  /**
   * A colleague's shared template or signature is one sales2 reads anyway (tempView below): changing
   * or deleting it is refused as read-only (这是同事共享的内容…), which tells nothing new.
   */
  const SHARED = { code: APP_CODES.FORBIDDEN, sameAsUnknown: false };
  const id = (pick: (r: Records) => number) => (r: Records | null) => (r ? pick(r) : NOBODY);
  const idBody =
    (pick: (r: Records) => number, extra: Record<string, unknown> = {}) =>
    (r: Records | null) => ({
      body: { id: id(pick)(r), ...extra },
    });
  const idParams = (pick: (r: Records) => number) => (r: Records | null) => ({ params: { id: id(pick)(r) } });
  const toSelf = { to: [{ email: 'sales2@switchboard.example' }], subject: '横向', html: '<p>x</p>' };
  const later = new Date(Date.now() + 86_400_000).toISOString();

  /**
   * The compose calls name a draft, a message replied to or forwarded, and attachments: each of
   * sales's is refused. An attachment the caller cannot use (someone else's or nobody's) answers
   * 附件已失效，请重新上传 (a validation error the form shows), alike for both.
   */
  const composeCase =
    (call: CallDef, extra: Record<string, unknown> = {}): MailCase['check'] =>
    async () => {
      for (const field of ['draftId', 'replyToId', 'forwardId', 'attachmentIds'] as const) {
        const pick = (r: Records) =>
          ({ draftId: r.draft, replyToId: r.received, forwardId: r.received, attachmentIds: r.attachment })[field];
        await refused(call, (r) => ({ body: { ...toSelf, ...extra, [field]: field === 'attachmentIds' ? [id(pick)(r)] : id(pick)(r) } }), {
          code: field === 'attachmentIds' ? APP_CODES.VALIDATION : APP_CODES.NOT_FOUND,
        })();
      }
      // Fresh uploads travel by token (a name the document scan does not take for an id): sales's is as dead to sales2.
      await refused(call, (r) => ({ body: { ...toSelf, ...extra, uploadTokens: [r ? r.upload : UNKNOWN_TOKEN] } }), {
        code: APP_CODES.VALIDATION,
      })();
    };

  return {
    'mail.detail': {
      fields: ['id'],
      check: refused(
        reading.mailDetail,
        idBody((r) => r.received, { detailsType: 2 }),
        { owner: 'sales' },
      ),
    },
    'mail.imageAllow': {
      fields: ['id'],
      check: refused(
        reading.imageAllow,
        idBody((r) => r.received),
      ),
    },
    'mail.attachmentDownload': {
      fields: ['id'],
      check: async () => {
        await refused(
          reading.attachmentDownload,
          idParams((r) => r.attachment),
          { owner: 'sales' },
        )();
        // An upload not yet in a mail is fetched back by its token (mail.uploadedFile, not an id to the scan): the uploader's only.
        await refused(compose.uploadedFileView, (r) => ({ params: { token: r ? r.upload : UNKNOWN_TOKEN } }), { owner: 'sales' })();
      },
    },
    'mail.checkOwner': {
      fields: ['id'],
      check: refused(
        reading.checkOwner,
        idBody((r) => r.received),
        { owner: 'sales' },
      ),
    },
    'mail.pushToFinance': {
      fields: ['id'],
      check: refused(
        reading.pushToFinance,
        idBody((r) => r.received, { billFlag: 'bill' }),
      ),
    },
    'mail.junkMove': {
      fields: ['ids'],
      check: refused(reading.junkMove, (r) => ({ body: { ids: [r ? r.received : NOBODY], to: 'junk' } })),
    },
    'mail.junkMark': {
      fields: ['ids'],
      check: refused(reading.junkMark, (r) => ({ body: { ids: [r ? r.received : NOBODY], seen: true } })),
    },
    'mail.receiveMark': {
      fields: ['followStaffId', 'ids'],
      check: refused(reading.receiveMark, (r) => ({ body: { ids: [r ? r.received : NOBODY], starred: true, mark: 1 } })),
    },
    'mail.dealingsQuery': {
      fields: ['partyId'],
      // Customers follow the data scope: sales's customer is, to sales2, a customer of nobody.
      check: refused(reading.dealingsQuery, (r) => ({ body: { partyKind: 'customer', partyId: r ? r.customerId : NOBODY } })),
    },
    'mail.send': { fields: ['attachmentIds', 'draftId', 'forwardId', 'replyToId'], check: composeCase(compose.emailSend) },
    'mail.draftSave': { fields: ['attachmentIds', 'draftId', 'forwardId', 'replyToId'], check: composeCase(compose.draftSave) },
    'mail.draftTimingSave': {
      fields: ['attachmentIds', 'draftId', 'forwardId', 'replyToId'],
      check: composeCase(compose.draftTimingSave, { scheduledAt: later }),
    },
    'mail.draftUpdateTimingTime': {
      fields: ['id'],
      check: refused(
        compose.draftUpdateTimingTime,
        idBody((r) => r.draft, { scheduledAt: later }),
      ),
    },
    'mail.draftView': {
      fields: ['id'],
      check: refused(
        compose.draftViewCall,
        idParams((r) => r.draft),
        { owner: 'sales' },
      ),
    },
    'mail.draftDel': {
      fields: ['ids'],
      // Deleting drafts answers how many of the caller's own went: none, for sales's draft as for nobody's.
      check: refused(compose.draftDel, (r) => ({ body: { ids: [r ? r.draft : NOBODY] } }), { code: 0 }),
    },
    'mail.sendRetry': {
      fields: ['id'],
      check: refused(
        compose.sendRetry,
        idBody((r) => r.sent),
      ),
    },
    'mail.batchTransmit': {
      fields: ['ids'],
      check: refused(compose.batchTransmit, (r) => ({ body: { ids: [r ? r.received : NOBODY], to: toSelf.to } })),
    },
    'mail.tempView': {
      fields: ['id'],
      // A shared template is readable by everyone with the page; a private one is not found.
      check: async () => {
        await refused(
          tools.tempView,
          idParams((r) => r.template),
          { owner: 'sales' },
        )();
        const r = await mine();
        expect(await data(INTRUDER, tools.tempView, { params: { id: r.sharedTemplate } })).toMatchObject({ editable: false });
      },
    },
    'mail.tempSave': {
      fields: ['id'],
      check: async () => {
        await refused(
          tools.tempSave,
          idBody((r) => r.template, { name: '改', html: '<p>改</p>' }),
        )();
        await refused(
          tools.tempSave,
          idBody((r) => r.sharedTemplate, { name: '改', html: '<p>改</p>' }),
          SHARED,
        )();
      },
    },
    'mail.tempDel': {
      fields: ['id'],
      check: async () => {
        await refused(
          tools.tempDel,
          idBody((r) => r.template),
        )();
        await refused(
          tools.tempDel,
          idBody((r) => r.sharedTemplate),
          SHARED,
        )();
      },
    },
    'mail.signatureView': {
      fields: ['id'],
      check: async () => {
        await refused(
          tools.signatureView,
          idParams((r) => r.signature),
          { owner: 'sales' },
        )();
        const r = await mine();
        expect(await data(INTRUDER, tools.signatureView, { params: { id: r.sharedSignature } })).toMatchObject({ editable: false });
      },
    },
    'mail.signatureUpdate': {
      fields: ['id'],
      check: async () => {
        const body = { name: '改', html: '<p>改</p>', isDefault: true };
        await refused(
          tools.signatureUpdate,
          idBody((r) => r.signature, body),
        )();
        await refused(
          tools.signatureUpdate,
          idBody((r) => r.sharedSignature, body),
          SHARED,
        )();
      },
    },
    'mail.signatureDel': {
      fields: ['id'],
      check: async () => {
        await refused(
          tools.signatureDel,
          idBody((r) => r.signature),
        )();
        await refused(
          tools.signatureDel,
          idBody((r) => r.sharedSignature),
          SHARED,
        )();
      },
    },
    'mail.bookSave': {
      fields: ['id'],
      check: refused(
        tools.bookSave,
        idBody((r) => r.book, { name: '改', email: 'x@y.example' }),
      ),
    },
    'mail.bookDel': {
      fields: ['id'],
      check: refused(
        tools.bookDel,
        idBody((r) => r.book),
      ),
    },
    'mail.whitelistView': {
      fields: ['id'],
      check: refused(
        tools.whitelistView,
        idParams((r) => r.white),
        { owner: 'sales' },
      ),
    },
    'mail.whitelistUpdate': {
      fields: ['id'],
      check: refused(
        tools.whitelistUpdate,
        idBody((r) => r.white, { pattern: '@x.example' }),
      ),
    },
    'mail.whitelistDel': {
      fields: ['id'],
      check: refused(
        tools.whitelistDel,
        idBody((r) => r.white),
      ),
    },
    'mail.blacklistView': {
      fields: ['id'],
      check: refused(
        tools.blacklistView,
        idParams((r) => r.black),
        { owner: 'sales' },
      ),
    },
    'mail.blacklistUpdate': {
      fields: ['id'],
      check: refused(
        tools.blacklistUpdate,
        idBody((r) => r.black, { pattern: '@x.example' }),
      ),
    },
    'mail.blacklistDel': {
      fields: ['id'],
      check: refused(
        tools.blacklistDel,
        idBody((r) => r.black),
      ),
    },
    'mail.emailLogQuery': {
      fields: ['customerId'],
      // The log is the caller's own mail: sales's customer shows sales2 what an unknown one does.
      check: refused(tools.emailLogQuery, (r) => ({ body: { customerId: r ? r.customerId : NOBODY } }), { code: 0 }),
    },
    'mail.accountBind': {
      fields: ['staffId'],
      check: settings(tools.accountBind, (r) => ({
        body: { staffId: r ? r.salesStaffId : NOBODY, address: 'taken@switchboard.example', displayName: '接管', kind: 'local' },
      })),
    },
    'mail.accountUnbind': {
      fields: ['staffId'],
      check: settings(tools.accountUnbind, (r) => ({ body: { staffId: r ? r.salesStaffId : NOBODY } })),
    },
    'mail.domainSave': {
      fields: ['id'],
      check: settings(
        tools.domainSave,
        idBody((r) => r.domain, { domain: 'taken.example' }),
      ),
    },
    'mail.domainDel': {
      fields: ['id'],
      check: settings(
        tools.domainDel,
        idBody((r) => r.domain),
      ),
    },
    'mail.senderAddressSave': {
      fields: ['id', 'ownerStaffId'],
      check: settings(tools.senderAddressSave, (r) => ({
        body: { id: r ? r.sender : NOBODY, address: 'x@switchboard.example', name: 'x', ownerStaffId: r ? r.salesStaffId : NOBODY },
      })),
    },
    'mail.senderAddressDel': {
      fields: ['id'],
      check: settings(
        tools.senderAddressDel,
        idBody((r) => r.sender),
      ),
    },
    'mail.followRuleSave': {
      fields: ['id', 'ownerStaffId'],
      check: settings(tools.followRuleSave, (r) => ({
        body: { id: r ? r.followRule : NOBODY, pattern: '@x.example', ownerStaffId: r ? r.salesStaffId : NOBODY },
      })),
    },
    'mail.followRuleDel': {
      fields: ['id'],
      check: settings(
        tools.followRuleDel,
        idBody((r) => r.followRule),
      ),
    },
    'mail.sharedRevoke': {
      fields: ['id'],
      check: settings(tools.sharedRevoke, (r) => ({ body: { kind: 'template', id: r ? r.sharedTemplate : NOBODY } })),
    },
    'mailMarketing.campaignDetail': {
      fields: ['id'],
      check: refused(
        marketing.campaignDetail,
        idParams((r) => r.campaign),
        { owner: 'sales' },
      ),
    },
    'mailMarketing.campaignSave': {
      fields: ['countryId', 'id', 'productId'],
      check: refused(
        marketing.campaignSave,
        idBody((r) => r.campaign, { name: '改', subject: '改', html: '<p>改</p>', segment: {} }),
      ),
    },
    'mailMarketing.campaignSend': {
      fields: ['id'],
      check: refused(
        marketing.campaignSend,
        idBody((r) => r.campaign),
      ),
    },
    'mailMarketing.recipientQuery': {
      fields: ['campaignId'],
      check: refused(marketing.recipientQuery, (r) => ({ body: { campaignId: r ? r.campaign : NOBODY } }), { owner: 'sales' }),
    },
    'mailMarketing.customerContactAddress': {
      fields: ['code'],
      // Customers follow the data scope: sales's customer is, to sales2, a customer of nobody.
      check: refused(marketing.customerContactAddress, (r) => ({ params: { code: r ? r.customerCode : 'NOBODY' } }), { code: 0 }),
    },
    'mailMarketing.colleagueAddress': {
      fields: ['staffId'],
      // Colleagues' addresses are the company directory, not personal: anyone writing mail may look one up.
      check: async () => {
        const r = await mine();
        expect(await data(INTRUDER, marketing.colleagueAddress, { params: { staffId: NOBODY } })).toEqual({ address: null });
        expect(await data(INTRUDER, marketing.colleagueAddress, { params: { staffId: r.salesStaffId } })).toEqual({
          address: 'sales@switchboard.example',
        });
      },
    },
    'mailMarketing.segmentPreview': {
      fields: ['countryId', 'productId'],
      // Countries and products are shared lists; the segment only ever counts the caller's own customers.
      check: async () => {
        const own = await data<{ customers: number }>(INTRUDER, marketing.segmentPreview, { body: {} });
        const all = await db()
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.ownerStaffId, (await accountOf('sales2')).staffId));
        expect(own.customers).toBeLessThanOrEqual(all.length);
        expect(await data(INTRUDER, marketing.segmentPreview, { body: { countryId: 32_767, productId: 32_767 } })).toMatchObject({
          customers: 0,
        });
      },
    },
  };
}
