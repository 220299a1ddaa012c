import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/mail-tools-calls';
import type { BookRow, MailLogRow, MailState, SignatureRow, StaffMailRow, TemplateRow } from '../../src/shared/api/mail-tools-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { customerContacts, customers, mailAccounts, mailMessages, staff } from '../../src/server/db/schema/index';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/** The mailbox's tools: accounts, domains, templates, signatures, address book, sender lists, notices, log. */
let m: MailDriver;
beforeAll(async () => {
  m = await mailTestApp();
}, 120_000);
afterAll(async () => m.t.close());

const db = () => m.t.services.deps.db;
async function staffId(username: string): Promise<number> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  return row!.id;
}

describe('templates', () => {
  it('keeps templates to their owner, shares read-only and sanitizes html', async () => {
    const own = await m.ok<TemplateRow>('sales', calls.tempSave, {
      body: { name: '报价跟进', subject: '报价', html: '<p onclick="x()">您好<script>alert(1)</script></p>' },
    });
    expect(own.html).toBe('<p>您好</p>');
    expect(own.editable).toBe(true);
    const shared = await m.ok<TemplateRow>('sales', calls.tempSave, { body: { name: '共享模板', html: '<p>hi</p>', shared: true } });

    // Another person: the private one is unknown, the shared one readable but not changeable.
    expect((await m.call('sales2', calls.tempView, { params: { id: own.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    const seen = await m.ok<TemplateRow>('sales2', calls.tempView, { params: { id: shared.id } });
    expect(seen).toMatchObject({ name: '共享模板', editable: false, ownerName: own.ownerName });
    const change = await m.call('sales2', calls.tempSave, { body: { id: shared.id, name: 'x', html: '<p>x</p>' } });
    expect(change.body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await m.call('sales2', calls.tempSave, { body: { id: own.id, name: 'x', html: '<p>x</p>' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await m.call('sales2', calls.tempDel, { body: { id: shared.id } })).body.code).toBe(APP_CODES.FORBIDDEN);
    expect((await m.call('sales2', calls.tempDel, { body: { id: own.id } })).body.code).toBe(APP_CODES.NOT_FOUND);

    const theirs = await m.ok<{ rows: TemplateRow[]; count: number }>('sales2', calls.tempQuery, { body: { page: 1, pageSize: 20 } });
    expect(theirs.rows.map((row) => row.name)).toEqual(['共享模板']);
    const mine = await m.ok<{ rows: TemplateRow[]; count: number }>('sales', calls.tempQuery, { body: { scope: 'own', keyword: '报价' } });
    expect(mine).toMatchObject({ count: 1, rows: [{ name: '报价跟进' }] });

    await m.ok('sales', calls.tempDel, { body: { id: own.id } });
    expect((await m.call('sales', calls.tempView, { params: { id: own.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('keeps one default signature per person', async () => {
    const first = await m.ok<SignatureRow>('finance', calls.signatureUpdate, {
      body: {
        name: '中文签名',
        html: '<p>财务部<img src="https://cdn.example/logo.png" onerror="x()"><a href="javascript:x()">x</a></p>',
        isDefault: true,
      },
    });
    // The author's own logo stays shown; handlers and script URLs do not survive.
    expect(first.html).toContain('src="https://cdn.example/logo.png"');
    expect(first.html).not.toMatch(/onerror|javascript:/);
    const second = await m.ok<SignatureRow>('finance', calls.signatureUpdate, {
      body: { name: 'English', html: '<p>Finance</p>', isDefault: true },
    });
    const list = await m.ok<{ rows: SignatureRow[] }>('finance', calls.signatureQuery, { body: {} });
    expect(list.rows.map((row) => [row.name, row.isDefault])).toEqual([
      ['English', true],
      ['中文签名', false],
    ]);
    expect((await m.ok<SignatureRow>('finance', calls.signatureView, { params: { id: first.id } })).isDefault).toBe(false);
    expect((await m.call('sales', calls.signatureView, { params: { id: second.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await m.call('sales', calls.signatureDel, { body: { id: second.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('lets the share administrator list and unshare what colleagues share', async () => {
    const sig = await m.ok<SignatureRow>('sales2', calls.signatureUpdate, {
      body: { name: '团队签名', html: '<p>团队</p>', shared: true },
    });
    const all = await m.ok<calls.SharedItemRow[]>('admin', calls.sharedList);
    expect(all.some((row) => row.kind === 'signature' && row.id === sig.id)).toBe(true);
    expect((await m.call('sales', calls.sharedList)).body.code).toBe(APP_CODES.FORBIDDEN);
    await m.ok('admin', calls.sharedRevoke, { body: { kind: 'signature', id: sig.id } });
    expect((await m.call('sales', calls.signatureView, { params: { id: sig.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await m.ok<SignatureRow>('sales2', calls.signatureView, { params: { id: sig.id } })).shared).toBe(false);
  });
});

describe('address book', () => {
  it('saves, groups, refuses a duplicate address and keeps each book to its owner', async () => {
    const li = await m.ok<BookRow>('sales', calls.bookSave, {
      body: { name: '李雷', email: 'Li.Lei@Partner.example', company: '伙伴公司', groupName: '客户' },
    });
    expect(li.email).toBe('li.lei@partner.example');
    await m.ok('sales', calls.bookSave, { body: { name: '韩梅梅', email: 'han@partner.example' } });
    const dup = await m.call('sales', calls.bookSave, { body: { name: '又一个', email: 'li.lei@partner.example' } });
    expect(dup.body.code).toBe(APP_CODES.CONFLICT);
    const bad = await m.call('sales', calls.bookSave, { body: { name: 'x', email: 'not-an-address' } });
    expect(bad.body).toMatchObject({ code: APP_CODES.VALIDATION, msg: '输入邮箱格式有误，请更正' });

    const groups = await m.ok<{ groupName: string; contacts: BookRow[] }[]>('sales', calls.getEmailBook);
    expect(groups.map((g) => [g.groupName, g.contacts.map((c) => c.name)])).toEqual([
      ['客户', ['李雷']],
      ['', ['韩梅梅']],
    ]);
    const page = await m.ok<{ rows: BookRow[]; count: number }>('sales', calls.bookQueryPage, { body: { keyword: '伙伴' } });
    expect(page.count).toBe(1);
    expect(await m.ok<BookRow[]>('sales2', calls.queryBookAll)).toEqual([]);
    expect((await m.call('sales2', calls.bookSave, { body: { id: li.id, name: '改', email: 'x@y.example' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await m.call('sales2', calls.bookDel, { body: { id: li.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    await m.ok('sales', calls.bookDel, { body: { id: li.id } });
    expect((await m.ok<BookRow[]>('sales', calls.queryBookAll)).map((c) => c.name)).toEqual(['韩梅梅']);
  });
});

describe('white and black lists', () => {
  it('files mail from a blacklisted domain as junk, and keeps the lists per mailbox', async () => {
    const entry = await m.ok<calls.SenderRuleRow>('sales', calls.blacklistUpdate, { body: { pattern: '@Spam.example', remark: '推销' } });
    expect(entry.pattern).toBe('@spam.example');
    const [stored] = await m.deliver(['sales'], { from: 'ads@spam.example', to: 'sales@switchboard.example', subject: '大促', text: '买' });
    expect(stored?.folder).toBe('junk');
    const [other] = await m.deliver(['sales2'], {
      from: 'ads@spam.example',
      to: 'sales2@switchboard.example',
      subject: '大促',
      text: '买',
    });
    expect(other?.folder).toBe('inbox');

    expect((await m.call('sales2', calls.blacklistView, { params: { id: entry.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await m.call('sales', calls.whitelistView, { params: { id: entry.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await m.call('sales', calls.blacklistUpdate, { body: { pattern: '@spam.example' } })).body.code).toBe(APP_CODES.CONFLICT);
    for (const pattern of ['spam.example', '@', 'a@b', '@-x.example']) {
      const refused = await m.call('sales', calls.whitelistUpdate, { body: { pattern } });
      expect(refused.body, pattern).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'pattern' } });
    }

    // Whitelisting the one address wins over the domain's blacklisting.
    const white = await m.ok<calls.SenderRuleRow>('sales', calls.whitelistUpdate, { body: { pattern: 'boss@spam.example' } });
    const [fromBoss] = await m.deliver(['sales'], {
      from: 'boss@spam.example',
      to: 'sales@switchboard.example',
      subject: '合同',
      text: '请查收',
    });
    expect(fromBoss?.folder).toBe('inbox');
    const whites = await m.ok<{ rows: calls.SenderRuleRow[]; count: number }>('sales', calls.whitelistQuery, { body: {} });
    expect(whites.rows.map((row) => row.pattern)).toEqual(['boss@spam.example']);
    await m.ok('sales', calls.whitelistDel, { body: { id: white.id } });
    await m.ok('sales', calls.blacklistDel, { body: { id: entry.id } });
    const [after] = await m.deliver(['sales'], { from: 'ads@spam.example', to: 'sales@switchboard.example', subject: '再促', text: '买' });
    expect(after?.folder).toBe('inbox');
  });
});

describe('notices and state', () => {
  it('reports the caller’s state without 10170036 and toggles push and chat-app notices', async () => {
    expect(await m.ok<MailState>('newhire', calls.accountStaffState)).toMatchObject({ bound: false, address: null, kind: null });
    const state = await m.ok<MailState>('ops', calls.accountStaffState);
    expect(state).toMatchObject({ bound: true, address: 'ops@switchboard.example', kind: 'local', pushEnabled: true });

    expect((await m.ok<MailState>('sales', calls.updateEmailSseStatus, { body: { enabled: false } })).pushEnabled).toBe(false);
    expect((await m.ok<MailState>('sales', calls.accountStaffState)).pushEnabled).toBe(false);
    const ding = await m.ok<calls.DingNoticeState>('sales', calls.dingNoticeUpdate, { body: { enabled: true } });
    expect(ding).toEqual({ enabled: true, configured: false, linked: false });
    expect(await m.ok('sales', calls.dingNoticeQuery)).toEqual({ enabled: true, configured: false, linked: false });
  });
});

describe('accounts administration', () => {
  it('binds a local mailbox only in an enabled local domain and shows it in the staff member’s state', async () => {
    const id = await staffId('newhire');
    const refused = await m.call('admin', calls.accountBind, {
      body: { staffId: id, address: 'newhire@elsewhere.example', displayName: '新人', kind: 'local' },
    });
    expect(refused.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'address' } });
    expect(refused.body.msg).toContain('elsewhere.example');
    const taken = await m.call('admin', calls.accountBind, {
      body: { staffId: id, address: 'sales@switchboard.example', displayName: '新人', kind: 'local' },
    });
    expect(taken.body.code).toBe(APP_CODES.CONFLICT);
    expect(
      (
        await m.call('sales', calls.accountBind, {
          body: { staffId: id, address: 'n@switchboard.example', displayName: 'n', kind: 'local' },
        })
      ).body.code,
    ).toBe(APP_CODES.FORBIDDEN);

    const bound = await m.ok<StaffMailRow>('admin', calls.accountBind, {
      body: { staffId: id, address: 'NewHire@switchboard.example', displayName: '新人', kind: 'local' },
    });
    expect(bound.account).toMatchObject({ address: 'newhire@switchboard.example', kind: 'local', passwordSet: false });
    expect(await m.ok<MailState>('newhire', calls.accountStaffState)).toMatchObject({
      bound: true,
      address: 'newhire@switchboard.example',
    });

    const page = await m.ok<{ rows: StaffMailRow[]; count: number }>('admin', calls.accountStaffQuery, { body: { keyword: 'newhire' } });
    expect(page.rows.map((row) => row.account?.address)).toEqual(['newhire@switchboard.example']);
    await m.ok('admin', calls.accountUnbind, { body: { staffId: id } });
    expect((await m.ok<MailState>('newhire', calls.accountStaffState)).bound).toBe(false);
  });

  it('binds an IMAP mailbox with its password kept server-side', async () => {
    const id = await staffId('ops');
    const imap = { host: 'imap.partner.example', port: 993, secure: true, user: 'ops' };
    const missing = await m.call('admin', calls.accountBind, {
      body: { staffId: id, address: 'ops@partner.example', displayName: '运维', kind: 'imap' },
    });
    expect(missing.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'imap' } });
    const noPassword = await m.call('admin', calls.accountBind, {
      body: { staffId: id, address: 'ops@partner.example', displayName: '运维', kind: 'imap', imap },
    });
    expect(noPassword.body.code).toBe(APP_CODES.VALIDATION);
    const bound = await m.ok<StaffMailRow>('admin', calls.accountBind, {
      body: { staffId: id, address: 'ops@partner.example', displayName: '运维', kind: 'imap', imap: { ...imap, password: 's3cret' } },
    });
    expect(bound.account).toMatchObject({ kind: 'imap', imapHost: 'imap.partner.example', passwordSet: true });
    expect(JSON.stringify(bound)).not.toContain('s3cret');
    // Editing without a password keeps the stored one.
    await m.ok('admin', calls.accountBind, {
      body: { staffId: id, address: 'ops@partner.example', displayName: '运维组', kind: 'imap', imap },
    });
    const [row] = await db().select().from(mailAccounts).where(eq(mailAccounts.staffId, id));
    expect(row).toMatchObject({ displayName: '运维组', imapPassword: 's3cret' });
    const list = await m.call('admin', calls.accountStaffQuery, { body: { kind: 'imap' } });
    expect(JSON.stringify(list.body)).not.toContain('s3cret');
  });

  it('answers 10170036 on personal calls once the mailbox is taken away', async () => {
    const id = await staffId('sales2');
    await m.ok('admin', calls.accountUnbind, { body: { staffId: id } });
    const personal = [
      [calls.tempQuery, { body: {} }],
      [calls.signatureQuery, { body: {} }],
      [calls.bookQueryPage, { body: {} }],
      [calls.getEmailBook, {}],
      [calls.whitelistQuery, { body: {} }],
      [calls.blacklistUpdate, { body: { pattern: '@x.example' } }],
      [calls.dingNoticeQuery, {}],
      [calls.updateEmailSseStatus, { body: { enabled: true } }],
      [calls.emailLogQuery, { body: {} }],
    ] as const;
    for (const [call, request] of personal) {
      expect((await m.call('sales2', call, request)).body.code, call.id).toBe(SPEC_CODES.NO_MAILBOX);
    }
    expect((await m.call('newhire', calls.tempQuery, { body: {} })).body.code).toBe(APP_CODES.FORBIDDEN);
    await m.ok('admin', calls.accountBind, {
      body: { staffId: id, address: 'sales2@switchboard.example', displayName: '销售二', kind: 'local' },
    });
    expect((await m.call('sales2', calls.tempQuery, { body: {} })).body.code).toBe(0);
  });
});

describe('domains, sender addresses and follow-up rules', () => {
  it('manages domains and refuses deleting one in use', async () => {
    const domains = await m.ok<calls.DomainRow[]>('admin', calls.domainList);
    const company = domains.find((row) => row.domain === 'switchboard.example');
    expect(company?.accounts).toBeGreaterThanOrEqual(4);
    expect((await m.call('admin', calls.domainDel, { body: { id: company!.id } })).body.code).toBe(APP_CODES.CONFLICT);
    expect((await m.call('admin', calls.domainSave, { body: { domain: 'no_dots' } })).body.code).toBe(APP_CODES.VALIDATION);
    const added = await m.ok<calls.DomainRow>('admin', calls.domainSave, { body: { domain: 'Branch.Example', remark: '分公司' } });
    expect(added).toMatchObject({ domain: 'branch.example', local: true, enabled: true, accounts: 0 });
    expect((await m.call('admin', calls.domainSave, { body: { domain: 'branch.example' } })).body.code).toBe(APP_CODES.CONFLICT);
    await m.ok('admin', calls.domainSave, { body: { id: added.id, domain: 'branch.example', enabled: false } });
    const refused = await m.call('admin', calls.accountBind, {
      body: { staffId: await staffId('newhire'), address: 'nh@branch.example', displayName: 'nh', kind: 'local' },
    });
    expect(refused.body.code).toBe(APP_CODES.VALIDATION);
    await m.ok('admin', calls.domainDel, { body: { id: added.id } });
    expect((await m.call('sales', calls.domainList)).body.code).toBe(APP_CODES.FORBIDDEN);
  });

  it('manages sender addresses and follow-up rules', async () => {
    const shared = await m.ok<calls.SenderRow>('admin', calls.senderAddressSave, {
      body: { address: 'service@switchboard.example', displayName: '客服' },
    });
    expect(shared).toMatchObject({ ownerStaffId: null, ownerName: null, enabled: true });
    const owned = await m.ok<calls.SenderRow>('admin', calls.senderAddressSave, {
      body: { address: 'billing@switchboard.example', displayName: '账单', ownerStaffId: await staffId('finance') },
    });
    expect(owned.ownerName).not.toBeNull();
    expect((await m.ok<calls.SenderRow[]>('admin', calls.senderAddressList)).map((row) => row.address)).toEqual([
      'billing@switchboard.example',
      'service@switchboard.example',
    ]);
    await m.ok('admin', calls.senderAddressDel, { body: { id: shared.id } });

    const rule = await m.ok<calls.FollowRuleRow>('admin', calls.followRuleSave, {
      body: { pattern: '@Customer.example', ownerStaffId: await staffId('sales') },
    });
    expect(rule.pattern).toBe('@customer.example');
    expect(
      (await m.call('admin', calls.followRuleSave, { body: { pattern: '@customer.example', ownerStaffId: await staffId('sales2') } })).body
        .code,
    ).toBe(APP_CODES.CONFLICT);
    expect((await m.call('admin', calls.followRuleSave, { body: { pattern: '@x.example', ownerStaffId: 999_999 } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    const rules = await m.ok<{ rows: calls.FollowRuleRow[]; count: number }>('admin', calls.followRuleList, {
      body: { keyword: 'customer' },
    });
    expect(rules.count).toBe(1);
    expect((await m.call('sales', calls.followRuleList, { body: {} })).body.code).toBe(APP_CODES.FORBIDDEN);
    await m.ok('admin', calls.followRuleDel, { body: { id: rule.id } });
    expect((await m.call('admin', calls.followRuleDel, { body: { id: rule.id } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });
});

describe('customer mail log and selects', () => {
  it('lists the caller’s mail exchanged with customer contacts only', async () => {
    const [customer] = await db()
      .insert(customers)
      .values({
        id: 990_001,
        code: 'MAILLOG1',
        name: '蓝海贸易',
        type: 'c',
        countryId: 86,
        level: 'A',
        ownerStaffId: await staffId('finance'),
        deptId: 1,
        createdAt: new Date(),
      })
      .returning({ id: customers.id, name: customers.name });
    await db().insert(customerContacts).values({ customerId: customer!.id, name: '赵客户', email: 'zhao@buyer.example' });
    await m.deliver(['finance'], {
      from: '赵客户 <Zhao@buyer.example>',
      to: 'finance@switchboard.example',
      subject: '对账单',
      text: '请核对',
    });
    await m.deliver(['finance'], { from: 'someone@unknown.example', to: 'finance@switchboard.example', subject: '无关', text: 'x' });
    const account = await m.account('finance');
    await db()
      .insert(mailMessages)
      .values({
        accountId: account.id,
        folder: 'sent',
        direction: 'out',
        subject: '回复：对账单',
        fromAddress: account.address,
        to: [{ name: '', email: 'zhao@buyer.example' }],
        receivedAt: new Date(Date.now() + 1000),
        source: 'compose',
        deliveryState: 'no_relay',
      });
    const log = await m.ok<{ rows: MailLogRow[]; count: number }>('finance', calls.emailLogQuery, { body: {} });
    expect(log.count).toBe(2);
    expect(log.rows.map((row) => [row.direction, row.subject, row.customerName, row.contactEmail, row.deliveryState])).toEqual([
      ['out', '回复：对账单', customer!.name, 'zhao@buyer.example', 'no_relay'],
      ['in', '对账单', customer!.name, 'zhao@buyer.example', null],
    ]);
    const incoming = await m.ok<{ count: number }>('finance', calls.emailLogQuery, { body: { direction: 'in', keyword: '赵' } });
    expect(incoming.count).toBe(1);
    const future = await m.ok<{ count: number }>('finance', calls.emailLogQuery, { body: { from: '2999-01-01' } });
    expect(future.count).toBe(0);
    expect((await m.call('finance', calls.emailLogQuery, { body: { from: '2026-02-30' } })).body.code).toBe(APP_CODES.VALIDATION);
    expect((await m.ok<{ count: number }>('sales', calls.emailLogQuery, { body: {} })).count).toBe(0);
  });

  it('offers mail types and colleagues with a mailbox', async () => {
    expect((await m.ok<{ value: string }[]>('newhire', calls.selectMailType)).map((o) => o.value)).toEqual([
      'inbox',
      'sent',
      'junk',
      'marketing',
    ]);
    const page = await m.ok<{ rows: calls.StaffEmailRow[]; count: number }>('sales', calls.staffEmailPage, {
      body: { keyword: 'finance' },
    });
    expect(page.rows.map((row) => row.address)).toEqual(['finance@switchboard.example']);
    const bad = await m.call('sales', calls.staffEmailPage, { body: { pageSize: 500 } });
    expect(bad.body).toMatchObject({ code: APP_CODES.VALIDATION, data: { field: 'pageSize' } });
  });
});
