import { useEffect } from 'react';
import { loadToasts, toast } from '../ui/toast';
import { MSG_TYPES, PUSH_EVENTS } from '../../shared/api/message-calls';
import { tokenStore } from '../api/portal-client';
import { onDevicePush } from '../devices';
import { i18n } from '../i18n/i18n';
import { currentPath, navigateTo } from '../routes/navigation';
import { onBuildPush, useTabs } from '../shell';
import { onGrantsPush } from './grants-push';
import { messagePushed } from './message-queries';
import { mailNotice, type PushedMessage } from './new-mail-notice';
import { taskNotice } from './new-task-notice';
import { openPush } from './push-client';
import { usePush } from './push-store';

/** One id per browser tab for the push connection (a reconnect replaces the tab's old one). */
function tabClientId(): string {
  const key = 'sb.pushClientId';
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = `tab-${crypto.randomUUID().replace(/-/g, '')}`;
    sessionStorage.setItem(key, id);
  }
  return id;
}

/** sections.md §4: a msgType 2 message shows the new-mail notice; persistent, with 前往查看. */
function showMailNotice(message: PushedMessage): void {
  const notice = mailNotice(message);
  if (notice.kind === 'none') {
    toast.warning(i18n.t('shell.mail.none'));
    return;
  }
  // Persistent, and closed by its own button: sonner itself, for the toast's id.
  void loadToasts().then((sonner) => {
    const id = sonner.toast.success(notice.text, {
      duration: Infinity,
      action: {
        label: i18n.t('shell.mail.go'),
        onClick: () => {
          // Already there: the page refreshes instead.
          if (currentPath().split('?')[0] === notice.target) useTabs.getState().refresh(notice.target);
          else navigateTo(notice.target, { replace: true });
          sonner.toast.dismiss(id);
        },
      },
    });
  });
}

/** Opens the push stream with the layout and closes it with the layout (shell.md §1). */
export function usePushStream(): void {
  useEffect(() => {
    const close = openPush(
      {
        onState: (state) => usePush.setState({ state }),
        onEvent: (name, data) => {
          onBuildPush(name, data); // a new build of the portal: the upgrade banner
          if (name === PUSH_EVENTS.grants) void onGrantsPush(); // rights changed: menu, buttons and palette read again
          onDevicePush(name, data); // a device batch job moved: its dialog and, at the end, the ports read again
          if (name !== 'message') return;
          // Any incoming message sets the unread flag and refreshes the message lists.
          void messagePushed();
          const message = data as PushedMessage;
          if (message.msgType === MSG_TYPES.mail) showMailNotice(message);
          if (message.msgType === MSG_TYPES.approval) {
            // A task arrived, moved or ended: the to-do lists, the palette's to-dos and the home counts
            // read again. The workflow's code comes with the first such message, not with every page.
            void import('../workflow').then(({ invalidateTaskViews }) => invalidateTaskViews());
            const notice = taskNotice(message);
            if (notice) void import('./new-task-toast').then(({ showTaskToast }) => showTaskToast(notice));
          }
        },
      },
      { clientId: tabClientId(), hasSession: () => tokenStore.read() !== null },
    );
    return close;
  }, []);
}
