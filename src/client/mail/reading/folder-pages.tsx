import { useTranslation } from 'react-i18next';
import { MailboxLayout } from './mailbox-layout';
import { MailListView, type ListKind } from './mail-list-view';

function FolderPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  return (
    <MailboxLayout title={t(`mailReading.folders.${kind}`)}>
      <MailListView key={kind} kind={kind} />
    </MailboxLayout>
  );
}

export const InboxPage = () => <FolderPage kind="inbox" />;
export const StarPage = () => <FolderPage kind="star" />;
export const SpamPage = () => <FolderPage kind="spam" />;
export const SentPage = () => <FolderPage kind="sent" />;
