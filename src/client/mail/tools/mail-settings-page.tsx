import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MailboxLayout } from '../reading/mailbox-layout';
import { AccountTab } from './account-tab';
import { NoticeTab } from './notice-tab';
import { SenderListTab } from './sender-list-tab';
import { SignatureTab } from './signature-tab';
import { Tabs } from '../../ui/tabs';
import { TemplateTab } from './template-tab';

const TABS = ['templates', 'signatures', 'white', 'black', 'notices', 'account'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /message/email/set: templates, signatures, white and black lists, notices and the account; the tab is in the address (?tab=). */
export default function MailSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'templates';
  return (
    <MailboxLayout title={t('mailTools.settings.title')}>
      <Tabs
        id="mail-settings"
        label={t('mailTools.settings.title')}
        tabs={TABS.map((key) => ({ key, label: t(`mailTools.tabs.${key}`) }))}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
      >
        {tab === 'templates' && <TemplateTab />}
        {tab === 'signatures' && <SignatureTab />}
        {tab === 'white' && <SenderListTab key="white" kind="white" />}
        {tab === 'black' && <SenderListTab key="black" kind="black" />}
        {tab === 'notices' && <NoticeTab />}
        {tab === 'account' && <AccountTab />}
      </Tabs>
    </MailboxLayout>
  );
}
