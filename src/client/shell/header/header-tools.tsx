import { clsx } from 'clsx';
import { Bell, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHELL_COMMAND_IDS } from '../../../../commands/index';
import { useSessionUser } from '../../auth';
import { useCommands } from '../../commands';
import { useDownloads } from '../../download';
import { LanguageSwitch } from '../../ui/language-switch';
import type { DeviceMode } from '../device-mode';
import { usePush } from '../../notifications';
import { useUnread } from '../startup/startup-queries';
import { UserMenu } from './user-menu';

const ICON_BUTTON = 'relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500';

function Dot({ testId }: { testId: string }) {
  return <span aria-hidden data-testid={testId} className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500 ring-2 ring-white" />;
}

/**
 * The bell, with the unread dot and the push connection's state as its tooltip. Its own component,
 * as both change while the page loads (the connection opens, the start-up reads answer): only the
 * bell renders again, not the user menu beside it.
 */
function NotificationsButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  const { unread } = useUnread();
  const push = usePush((state) => state.state);
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-label={unread ? t('shell.header.notificationsUnread') : t('shell.header.notifications')}
      title={t(`shell.push.${push}`)}
      data-push-state={push}
      onClick={onOpen}
    >
      <Bell aria-hidden size={20} />
      {unread && <Dot testId="unread-dot" />}
    </button>
  );
}

/** Downloads (with the export dot), notifications (with the unread dot), language, user menu. */
export function HeaderTools({ mode }: { mode: DeviceMode }) {
  const { t } = useTranslation();
  const { run, isAvailable } = useCommands();
  const user = useSessionUser();
  const dot = useDownloads((state) => state.dot);
  return (
    <>
      {isAvailable(SHELL_COMMAND_IDS.openDownloadCentre) && (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={dot ? t('shell.header.downloadsDot') : t('shell.header.downloads')}
          onClick={() => void run(SHELL_COMMAND_IDS.openDownloadCentre)}
        >
          <Download aria-hidden size={20} />
          {dot && <Dot testId="download-dot" />}
        </button>
      )}
      <NotificationsButton onOpen={() => void run(SHELL_COMMAND_IDS.openNotifications)} />
      <LanguageSwitch className={clsx(mode === 'mobile' && 'hidden')} />
      {user && <UserMenu user={user} compact={mode === 'mobile'} />}
    </>
  );
}
