import { BUSINESS_PAGES, pageLink } from '../../shared/business/page-links';
import { externalHref } from '../routes/menu-tree';
import type { Translate } from './palette-items';
import type { PaletteItem, PalettePage, PaletteServices, SecondaryActionId } from './palette-types';
import { commandPage, movePage, performTodo } from './todo-perform';
import { performMailAction } from './mail-actions';
import { isDeviceRun, portManagerPath, runDeviceAction } from './device-actions';
import { isPeopleAdminAction, peopleAdminPath, runPeopleAdminAction } from './people-admin-actions';

export type PerformHow = 'enter' | 'newTab';

export interface PerformEnv {
  services: PaletteServices;
  t: Translate;
  close(): void;
  push(page: PalettePage): void;
  /** Back to the top level (after a change that stays in the palette, e.g. a new favourite). */
  reset(): void;
  /** The box's text (a to-do move's comment or reason). */
  text: string;
  replaceTop(page: PalettePage): void;
  goTo(stack: PalettePage[]): void;
}

/** Where a customer's record opens: the CRM customer details page, by code (the business pages' own link). */
export const customerPath = (code: string) => pageLink(BUSINESS_PAGES.clientDetails, { code });

function openPath(services: PaletteServices, path: string, how: PerformHow): void {
  const { ctx } = services;
  if (how === 'newTab') {
    if (ctx.shell) ctx.shell.openInBrowserTab(path);
    else window.open(path, '_blank', 'noopener');
  } else if (ctx.shell) ctx.shell.openTab(path);
  else ctx.navigate(path);
}

/** Runs after the palette has closed, so that focus and dialogs opened by the command stay put. */
const afterClose = (work: () => void): void => {
  setTimeout(work, 0);
};

export function performItem(item: PaletteItem, how: PerformHow, env: PerformEnv): void {
  const { services } = env;
  const target = item.target;
  if (item.disabled) return;
  switch (target.type) {
    case 'entry': {
      const entry = services.index.entries[target.index];
      if (!entry) return;
      if (entry.hasChoices && entry.commandId) return env.push({ type: 'choices', commandId: entry.commandId, title: item.title });
      const own = commandPage(entry.commandId);
      if (own) return env.push(own);
      services.recordUse(entry.key);
      env.close();
      if (entry.kind === 'external' && entry.path)
        window.open(externalHref(entry.path, window.location.host), '_blank', 'noopener,noreferrer');
      else if (entry.kind === 'page' && entry.path) openPath(services, entry.path, how);
      else if (entry.commandId) afterClose(() => void services.registry.run(entry.commandId as string, services.ctx));
      return;
    }
    case 'ask':
      env.close();
      return afterClose(() => services.ctx.assistant?.open(target.question || undefined));
    case 'person':
      return env.push({ type: 'person', person: target.person });
    case 'customer':
      env.close();
      return openPath(services, customerPath(target.customer.code), how);
    case 'device':
      // A port's row opens its action panel: every action on a device is a deliberate second step.
      return env.push({ type: 'actions', subject: item });
    case 'deviceRun':
      return void runDeviceAction(target.action, target.port, env);
    case 'personRun':
      return void runPeopleAdminAction(target.action, target.person, env);
    case 'choice':
      env.close();
      return afterClose(() => void services.registry.run(target.commandId, services.ctx));
    case 'secondary':
      return performSecondary(target.action, target.subject, env);
    default:
      return performTodo(target, { ...env, open: (path) => openPath(services, path, how) });
  }
}

function copy(env: PerformEnv, text: string, done: string): void {
  const { notify } = env.services;
  const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
  write.then(
    () => notify(env.t(done)),
    () => notify(env.t('palette.toasts.copyFailed', { text }), 'error'),
  );
}

function performSecondary(action: SecondaryActionId, subject: PaletteItem, env: PerformEnv): void {
  const { services, t } = env;
  const target = subject.target;
  const entry = target.type === 'entry' ? services.index.entries[target.index] : undefined;
  const path = entry?.path ?? (target.type === 'customer' ? customerPath(target.customer.code) : undefined);
  if (isPeopleAdminAction(action)) {
    if (target.type !== 'person') return;
    // 重置密码 / 分配角色: the users page opens the person's dialog, which asks for itself.
    const adminPath = peopleAdminPath(action, target.person);
    if (!adminPath) return env.push({ type: 'personConfirm', action, person: target.person });
    env.close();
    return openPath(services, adminPath, 'enter');
  }
  if (isDeviceRun(action)) {
    if (target.type === 'device') env.push({ type: 'deviceConfirm', action, port: target.port });
    return;
  }
  switch (action) {
    case 'devicePortManager':
      if (target.type === 'device') {
        env.close();
        openPath(services, portManagerPath(target.port.label), 'enter');
      }
      return;
    case 'mailWriteTo':
    case 'mailSendToCustomer':
      return void performMailAction(action, subject, env);
    case 'agree':
    case 'reject':
    case 'transmit':
    case 'comment':
      if (target.type === 'task') env.push(movePage(action, target.task));
      return;
    case 'open':
    case 'openInNewTab':
      return performItem(subject, action === 'open' ? 'enter' : 'newTab', env);
    case 'copyLink':
      if (path) copy(env, new URL(path, window.location.origin).toString(), 'palette.toasts.linkCopied');
      return env.close();
    case 'copyJobNumber':
      if (target.type === 'person') copy(env, target.person.jobNumber, 'palette.toasts.jobNumberCopied');
      return env.close();
    case 'copyCode':
      if (target.type === 'customer') copy(env, target.customer.code, 'palette.toasts.codeCopied');
      return env.close();
    case 'pinQuickAccess':
      if (path && services.pinToQuickAccess) {
        services.pinToQuickAccess(path).then(
          (outcome) =>
            outcome === 'full'
              ? services.notify(t('palette.toasts.quickAccessFull'), 'error')
              : services.notify(t(outcome === 'pinned' ? 'palette.toasts.pinned' : 'palette.toasts.alreadyPinned')),
          () => services.notify(t('palette.toasts.saveFailed'), 'error'),
        );
      }
      return env.close();
    case 'favourite':
    case 'unfavourite':
      if (!entry) return;
      void services
        .setFavourite(entry.key, action === 'favourite')
        .then((saved) =>
          services.notify(
            saved
              ? t(action === 'favourite' ? 'palette.toasts.favourited' : 'palette.toasts.unfavourited')
              : t('palette.toasts.saveFailed'),
            saved ? 'success' : 'error',
          ),
        );
      return env.reset();
    case 'resetRanking':
      if (!entry) return;
      services.resetRanking(entry.key);
      services.notify(t('palette.toasts.rankingReset', { title: subject.title }));
      return env.reset();
  }
}
