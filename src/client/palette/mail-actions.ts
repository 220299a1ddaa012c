import { colleagueAddress, customerContactAddress } from '../../shared/api/mail-marketing-calls';
import { MAIL_PATHS } from '../../shared/mail/folders';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { portalClient } from '../api/portal-client';
import type { PerformEnv } from './perform-item';
import type { PaletteItem, PaletteServices } from './palette-types';

/** Mail actions on a `@` colleague (写邮件给) and a `#` customer (发邮件). */
export const MAIL_ACTIONS = { writeTo: 'mailWriteTo', sendToCustomer: 'mailSendToCustomer' } as const;
export type MailActionId = (typeof MAIL_ACTIONS)[keyof typeof MAIL_ACTIONS];

export const MAIL_ACTION_ICONS: Record<MailActionId, string> = { mailWriteTo: 'Mail', mailSendToCustomer: 'Mail' };

export const isMailAction = (action: string): action is MailActionId =>
  action === MAIL_ACTIONS.writeTo || action === MAIL_ACTIONS.sendToCustomer;

/** The title key of a mail action (strings of the marketing room). */
export const mailActionTitleKey = (action: MailActionId) => `mailMarketing.palette.${action}`;

/** Offered only to someone who may write mail (MC_EMAIL_WRITE). */
export function mailActionsOf(subject: PaletteItem, services: PaletteServices): MailActionId[] {
  if (!services.ctx.permissions.has(PERMISSION_KEYS.mailWrite)) return [];
  if (subject.target.type === 'person') return [MAIL_ACTIONS.writeTo];
  if (subject.target.type === 'customer') return [MAIL_ACTIONS.sendToCustomer];
  return [];
}

/** `/message/email/write?to=…` (and `&customer=<id>` for a customer's contact). */
export function writePath(to: string, customerId?: number): string {
  const query = new URLSearchParams({ to });
  if (customerId !== undefined) query.set('customer', String(customerId));
  return `${MAIL_PATHS.write}?${query.toString()}`;
}

export interface MailAddressLookup {
  colleague(staffId: number): Promise<string | null>;
  customer(code: string): Promise<{ customerId: number | null; address: string | null }>;
}

const serverLookup: MailAddressLookup = {
  colleague: async (staffId) => (await portalClient.call(colleagueAddress, { params: { staffId } }, { silent: true })).address,
  customer: (code) => portalClient.call(customerContactAddress, { params: { code } }, { silent: true }),
};

/**
 * Looks the address up, then opens the compose page with it; a colleague without a mailbox or a
 * customer without a contact address gets a toast saying so instead of an empty compose form.
 */
export async function performMailAction(action: MailActionId, subject: PaletteItem, env: PerformEnv, lookup = serverLookup): Promise<void> {
  const { services, t } = env;
  const open = (path: string) => {
    env.close();
    if (services.ctx.shell) services.ctx.shell.openTab(path);
    else services.ctx.navigate(path);
  };
  try {
    if (action === MAIL_ACTIONS.writeTo && subject.target.type === 'person') {
      const address = await lookup.colleague(subject.target.person.staffId);
      if (address) return open(writePath(address));
      return services.notify(t('mailMarketing.palette.noMailbox', { name: subject.target.person.name }), 'error');
    }
    if (action === MAIL_ACTIONS.sendToCustomer && subject.target.type === 'customer') {
      const contact = await lookup.customer(subject.target.customer.code);
      if (contact.address && contact.customerId !== null) return open(writePath(contact.address, contact.customerId));
      return services.notify(t('mailMarketing.palette.noContact', { name: subject.target.customer.name }), 'error');
    }
  } catch {
    services.notify(t('mailMarketing.palette.lookupFailed'), 'error');
  }
}
