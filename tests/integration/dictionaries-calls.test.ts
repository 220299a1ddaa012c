import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/dictionary-calls';
import type { DictionaryItemRow, DictionaryTypeRow } from '../../src/shared/api/dictionary-calls';
import { ALL_CALLS, SIGNED_IN, type CallDef } from '../../src/shared/api/index';
import type { FormField } from '../../src/shared/api/workflow-form';
import { operateStart } from '../../src/shared/api/workflow-operate-calls';
import { processFormField } from '../../src/shared/api/workflow-process-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { PERMISSION_KEYS } from '../../src/shared/permissions';
import { seedDictionaries } from '../../src/server/dictionaries/dictionary-seed';
import { typesOf } from '../../src/server/dictionaries/dictionary-service';
import { callApi, type RawAnswer } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { approver, workflowTestApp, type WorkflowDriver, type WorkflowUser } from '../helpers/workflow';

/** Dictionaries: who may manage which domain, what input is refused, and that forms offer only enabled items in their order. */
let t: TestApp;
let w: WorkflowDriver;
const DICTIONARY_CALLS = ALL_CALLS.filter((call) => call.id.startsWith('dictionary.'));
const ADMIN_CALLS = DICTIONARY_CALLS.filter((call) => call.id !== calls.dictionaryOptions.id);

beforeAll(async () => {
  ({ t, w } = await workflowTestApp());
  await seedDictionaries(t.services.deps.db, new Date('2026-11-01T00:00:00Z'));
}, 120_000);
afterAll(async () => t.close());

const as = (user: WorkflowUser, call: CallDef, request: Record<string, unknown> = {}): Promise<RawAnswer> => w.call(user, call, request);
const ok = <T>(user: WorkflowUser, call: CallDef, request: Record<string, unknown> = {}): Promise<T> => w.ok<T>(user, call, request);

async function typeNamed(domain: calls.DictionaryDomain, code: string): Promise<DictionaryTypeRow> {
  const types = await ok<DictionaryTypeRow[]>('admin', calls.dictionaryTypes, { body: { domain } });
  return types.find((type) => type.code === code)!;
}
const itemsOf = (typeId: number) => ok<DictionaryItemRow[]>('admin', calls.dictionaryItems, { body: { typeId } });
const optionCodes = async (user: WorkflowUser, type: string) =>
  (await ok<{ items: { code: string }[] }>(user, calls.dictionaryOptions, { query: { type } })).items.map((item) => item.code);

describe('dictionary calls', () => {
  it('seeds realistic types in each of the four domains', async () => {
    const codes = async (domain: calls.DictionaryDomain) =>
      (await ok<DictionaryTypeRow[]>('admin', calls.dictionaryTypes, { body: { domain } })).map((type) => type.code);
    expect(await codes('crm')).toEqual(['customer_level', 'customer_industry', 'customer_source']);
    expect(await codes('csc')).toEqual(['ticket_type', 'ticket_priority']);
    expect(await codes('purchase')).toEqual(['payment_terms', 'supplier_grade']);
    expect(await codes('fieldEnum')).toEqual(['send_channel', 'bill_cycle', 'number_type']);
    const source = await typeNamed('crm', 'customer_source');
    expect(source).toMatchObject({ name: '客户来源', nameEn: 'Customer source', items: 6, enabledItems: 5 });
  });

  it('refuses every administration call to people without a dictionary page key, and every call without a session', async () => {
    const type = await typeNamed('crm', 'customer_level');
    const [item] = await itemsOf(type.id);
    const requests: Record<string, Record<string, unknown>> = {
      [calls.dictionaryTypes.id]: { body: { domain: 'crm' } },
      [calls.dictionaryItems.id]: { body: { typeId: type.id } },
      [calls.dictionaryItemSave.id]: { body: { typeId: type.id, code: 'E', label: 'E 级', labelEn: 'E' } },
      [calls.dictionaryItemDelete.id]: { body: { id: item!.id } },
      [calls.dictionaryItemEnabled.id]: { body: { id: item!.id, enabled: false } },
      [calls.dictionaryItemReorder.id]: { body: { typeId: type.id, itemIds: [item!.id] } },
    };
    expect(ADMIN_CALLS.map((call) => call.id).sort()).toEqual(Object.keys(requests).sort());
    for (const call of ADMIN_CALLS) {
      for (const user of ['sales', 'finance', 'ops', 'newhire'] as const) {
        const answer = await as(user, call, requests[call.id]);
        expect(answer.status, `${user} ${call.id}`).toBe(403);
        // Refused before anything is looked up: the answer names the four pages' keys, any of which would do.
        expect(answer.body).toMatchObject({
          code: APP_CODES.FORBIDDEN,
          data: { permission: Object.values(calls.DICTIONARY_DOMAIN_KEYS).join(' / ') },
        });
      }
    }
    for (const call of DICTIONARY_CALLS) {
      expect(call.permission).toBe(SIGNED_IN);
      expect((await callApi(t.app, call, requests[call.id] ?? { query: { type: 'customer_level' } })).body.code, call.id).toBe(
        SPEC_CODES.TOKEN_INVALID,
      );
    }
    // Nothing changed on the way.
    expect((await itemsOf(type.id)).map((row) => [row.code, row.enabled])).toEqual([
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', true],
    ]);
  });

  it("checks the type's own domain: the CRM dictionary key manages CRM types only", async () => {
    // Only the permission keys matter to the check; the rest of a signed-in person is not read.
    const crmOnly = { staffId: 1, permissions: new Set([PERMISSION_KEYS.crmDictionary]) } as unknown as Parameters<typeof typesOf>[1];
    expect((await typesOf(t.services.deps.db, crmOnly, 'crm')).length).toBe(3);
    await expect(typesOf(t.services.deps.db, crmOnly, 'csc')).rejects.toMatchObject({
      code: APP_CODES.FORBIDDEN,
      params: { permission: PERMISSION_KEYS.cscDictionary },
    });
  });

  it('answers bad input with the validation envelope', async () => {
    const type = await typeNamed('csc', 'ticket_priority');
    const items = await itemsOf(type.id);
    const bad: [CallDef, Record<string, unknown>, string][] = [
      [calls.dictionaryTypes, { body: { domain: 'hr' } }, 'domain'],
      [calls.dictionaryItemSave, { body: { typeId: type.id, code: 'has space', label: '甲', labelEn: 'A' } }, 'code'],
      [calls.dictionaryItemSave, { body: { typeId: type.id, code: 'ok', label: '', labelEn: 'A' } }, 'label'],
      [calls.dictionaryItemSave, { body: { typeId: 2_147_483_648, code: 'ok', label: '甲', labelEn: 'A' } }, 'typeId'],
      [calls.dictionaryItemReorder, { body: { typeId: type.id, itemIds: items.slice(1).map((item) => item.id) } }, 'itemIds'],
      [calls.dictionaryItemReorder, { body: { typeId: type.id, itemIds: [...items, items[0]!].map((item) => item.id) } }, 'itemIds'],
      [calls.dictionaryOptions, { query: { type: '../x' } }, 'type'],
    ];
    for (const [call, request, field] of bad) {
      const answer = await as('admin', call, request);
      expect(answer.status, call.id).toBe(400);
      expect(answer.body.code, call.id).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg, call.id).toMatch(/\S/);
      expect(JSON.stringify(answer.body.data), call.id).toContain(field);
    }
    const taken = await as('admin', calls.dictionaryItemSave, {
      body: { typeId: type.id, code: 'urgent', label: '又一个', labelEn: 'Again' },
    });
    expect(taken.body).toMatchObject({ code: APP_CODES.CONFLICT, msg: '该字典中已有编码 urgent' });
    const unknown = await as('admin', calls.dictionaryOptions, { query: { type: 'no_such_type' } });
    expect(unknown.body.code).toBe(APP_CODES.NOT_FOUND);
  });

  it('adds, edits and reorders items; every signed-in person reads the enabled ones in that order', async () => {
    const type = await typeNamed('fieldEnum', 'send_channel');
    const added = await ok<DictionaryItemRow>('admin', calls.dictionaryItemSave, {
      body: { typeId: type.id, code: 'rcs', label: 'RCS 富媒体', labelEn: 'RCS' },
    });
    expect(added).toMatchObject({ code: 'rcs', enabled: true, sort: 5 });
    await ok('admin', calls.dictionaryItemSave, {
      body: { id: added.id, typeId: type.id, code: 'rcs', label: 'RCS 消息', labelEn: 'RCS' },
    });
    expect(await optionCodes('newhire', 'send_channel')).toEqual(['sms', 'voice', 'whatsapp', 'email', 'rcs']);
    const items = await itemsOf(type.id);
    const reversed = [...items].reverse();
    const saved = await ok<DictionaryItemRow[]>('admin', calls.dictionaryItemReorder, {
      body: { typeId: type.id, itemIds: reversed.map((item) => item.id) },
    });
    expect(saved.map((item) => item.code)).toEqual(['rcs', 'flash', 'email', 'whatsapp', 'voice', 'sms']);
    expect(await optionCodes('sales', 'send_channel')).toEqual(['rcs', 'email', 'whatsapp', 'voice', 'sms']);
    const options = await ok<{ items: { code: string; label: string; labelEn: string }[] }>('sales', calls.dictionaryOptions, {
      query: { type: 'send_channel' },
    });
    expect(options.items[0]).toEqual({ code: 'rcs', label: 'RCS 消息', labelEn: 'RCS' });
  });

  it('offers a workflow form only the enabled items, refuses a disabled one, and keeps a used item from deletion', async () => {
    const fields: FormField[] = [
      {
        key: 'source',
        label: '来源',
        type: 'select',
        required: true,
        options: [{ value: 'typed', label: '手写' }],
        dictCode: 'customer_source',
      },
    ];
    const processId = await w.publish([approver('approve', w.rule('finance'))], fields);
    const served = await ok<{ formFields: FormField[] }>('sales', processFormField, { params: { id: processId } });
    const offered = served.formFields[0]!.type === 'select' ? served.formFields[0]!.options : [];
    expect(offered?.map((option) => option.value)).toEqual(['self', 'website', 'exhibition', 'referral', 'channel']);
    expect(offered?.[1]).toEqual({ value: 'website', label: '官网注册', labelEn: 'Website sign-up' });

    const refused = await w.call('sales', operateStart, {
      body: { processId, formData: { source: 'coldcall' } },
    });
    expect(refused.body.code).toBe(APP_CODES.VALIDATION);
    await w.start('sales', processId, { source: 'exhibition' });

    const type = await typeNamed('crm', 'customer_source');
    const exhibition = (await itemsOf(type.id)).find((item) => item.code === 'exhibition')!;
    const inUse = await as('admin', calls.dictionaryItemDelete, { body: { id: exhibition.id } });
    expect(inUse.body).toMatchObject({ code: APP_CODES.CONFLICT, data: { uses: 1 } });
    expect(inUse.body.msg).toBe('已有 1 条记录使用该字典项，不能删除，请改为停用');
    const recode = await as('admin', calls.dictionaryItemSave, {
      body: { id: exhibition.id, typeId: type.id, code: 'expo', label: '展会', labelEn: 'Trade show' },
    });
    expect(recode.body.code).toBe(APP_CODES.CONFLICT);

    await ok('admin', calls.dictionaryItemEnabled, { body: { id: exhibition.id, enabled: false } });
    const after = await ok<{ formFields: FormField[] }>('sales', processFormField, { params: { id: processId } });
    expect(after.formFields[0]!.type === 'select' && after.formFields[0]!.options?.map((option) => option.value)).toEqual([
      'self',
      'website',
      'referral',
      'channel',
    ]);
    expect(await optionCodes('sales', 'customer_source')).not.toContain('exhibition');

    // An item nothing names is deleted for good.
    const coldcall = (await itemsOf(type.id)).find((item) => item.code === 'coldcall')!;
    expect(await ok('admin', calls.dictionaryItemDelete, { body: { id: coldcall.id } })).toEqual({ id: coldcall.id });
    expect((await itemsOf(type.id)).map((item) => item.code)).toEqual(['self', 'website', 'exhibition', 'referral', 'channel']);
  });

  it('counts customers of a level as uses of the customer-level item', async () => {
    const type = await typeNamed('crm', 'customer_level');
    const levelA = (await itemsOf(type.id)).find((item) => item.code === 'A')!;
    const answer = await as('admin', calls.dictionaryItemDelete, { body: { id: levelA.id } });
    expect(answer.body).toMatchObject({ code: APP_CODES.CONFLICT, data: { uses: 1 } });
  });
});
