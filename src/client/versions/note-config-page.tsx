import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatNoticeTab } from './chat-notice-tab';
import { DemandTab } from './demand-tab';
import { NotesTab } from './notes-tab';
import { PageFrame } from '../ui/page-frame';
import { Tabs } from '../ui/tabs';

type Tab = 'notes' | 'chat' | 'demands';

/** /setModule/publicnotice/noticeconfig: release notes, their chat-app notices and the demands collected. */
export default function NoteConfigPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('notes');
  return (
    <PageFrame id="version-config-title" title={t('versions.config.title')} intro={t('versions.config.intro')}>
      <Tabs<Tab>
        id="version-config"
        label={t('versions.config.title')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'notes', label: t('versions.config.tabs.notes') },
          { key: 'chat', label: t('versions.config.tabs.chat') },
          { key: 'demands', label: t('versions.config.tabs.demands') },
        ]}
      >
        {tab === 'notes' && <NotesTab />}
        {tab === 'chat' && <ChatNoticeTab />}
        {tab === 'demands' && <DemandTab />}
      </Tabs>
    </PageFrame>
  );
}
