import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../../../tests/fixtures/command-context';
import type { CustomerRow } from '../../shared/api/crm-calls';
import { MAIL_ACTIONS, mailActionsOf, performMailAction, writePath, type MailAddressLookup } from './mail-actions';
import type { PerformEnv } from './perform-item';
import type { PaletteItem, PaletteServices } from './palette-types';

const person: PaletteItem = {
  value: 'person:7',
  kind: 'person',
  title: '张伟',
  target: { type: 'person', person: { staffId: 7, name: '张伟', jobNumber: 'S007', deptNames: [] } },
};
const customer: PaletteItem = {
  value: 'customer:C100001',
  kind: 'customer',
  title: 'Acme',
  target: { type: 'customer', customer: { code: 'C100001', name: 'Acme' } as CustomerRow },
};

function env(permissions: string[]) {
  const openTab = vi.fn();
  const notify = vi.fn();
  const close = vi.fn();
  const ctx = testContext({
    permissions: new Set(permissions),
    shell: { openTab } as unknown as NonNullable<ReturnType<typeof testContext>['shell']>,
  });
  const services = { ctx, notify } as unknown as PaletteServices;
  const t = ((key: string, params?: Record<string, string>) => (params ? `${key}:${JSON.stringify(params)}` : key)) as PerformEnv['t'];
  return { env: { services, t, close } as unknown as PerformEnv, openTab, notify, close, services };
}

const lookup = (colleague: string | null, contact: { customerId: number | null; address: string | null }): MailAddressLookup => ({
  colleague: vi.fn(async () => colleague),
  customer: vi.fn(async () => contact),
});

describe('mail actions of the palette', () => {
  it('are offered on a colleague and a customer only to someone who may write mail', () => {
    const writer = env(['MC_EMAIL_WRITE']).services;
    expect(mailActionsOf(person, writer)).toEqual([MAIL_ACTIONS.writeTo]);
    expect(mailActionsOf(customer, writer)).toEqual([MAIL_ACTIONS.sendToCustomer]);
    expect(mailActionsOf(person, env(['HOME']).services)).toEqual([]);
    expect(mailActionsOf(customer, env(['HOME']).services)).toEqual([]);
  });

  it('写邮件给 opens the compose page addressed to the colleague’s mailbox', async () => {
    const e = env(['MC_EMAIL_WRITE']);
    await performMailAction(MAIL_ACTIONS.writeTo, person, e.env, lookup('sales2@switchboard.example', { customerId: null, address: null }));
    expect(e.close).toHaveBeenCalled();
    expect(e.openTab).toHaveBeenCalledWith('/message/email/write?to=sales2%40switchboard.example');
  });

  it('发邮件 opens it addressed to the customer’s primary contact, with the customer', async () => {
    const e = env(['MC_EMAIL_WRITE']);
    await performMailAction(
      MAIL_ACTIONS.sendToCustomer,
      customer,
      e.env,
      lookup(null, { customerId: 42, address: 'bd@c100001.example.com' }),
    );
    expect(e.openTab).toHaveBeenCalledWith('/message/email/write?to=bd%40c100001.example.com&customer=42');
  });

  it('says so instead of opening an empty form when there is no address', async () => {
    const e = env(['MC_EMAIL_WRITE']);
    await performMailAction(MAIL_ACTIONS.writeTo, person, e.env, lookup(null, { customerId: null, address: null }));
    await performMailAction(MAIL_ACTIONS.sendToCustomer, customer, e.env, lookup(null, { customerId: null, address: null }));
    expect(e.openTab).not.toHaveBeenCalled();
    expect(e.notify.mock.calls).toEqual([
      ['mailMarketing.palette.noMailbox:{"name":"张伟"}', 'error'],
      ['mailMarketing.palette.noContact:{"name":"Acme"}', 'error'],
    ]);
  });

  it('builds the compose path with encoded parameters', () => {
    expect(writePath('a+b@x.example')).toBe('/message/email/write?to=a%2Bb%40x.example');
  });
});
