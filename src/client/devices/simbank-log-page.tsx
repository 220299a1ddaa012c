import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/page-frame';
import { Tabs } from '../ui/tabs';
import { AtUssdLogList } from './at-ussd-log-list';
import { OperationLogList } from './operation-log-list';

type Tab = 'atUssd' | 'operations';

/** /businessOperations/simbank/log: what was sent to the ports (AT/USSD) and what was done to the devices. */
export default function SimbankLogPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('atUssd');
  return (
    <PageFrame id="simbank-log-title" title={t('devices.log.title')} intro={t('devices.log.intro')}>
      <Tabs<Tab>
        id="simbank-log"
        label={t('devices.log.title')}
        tabs={[
          { key: 'atUssd', label: t('devices.log.atUssd') },
          { key: 'operations', label: t('devices.log.operations') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'atUssd' ? <AtUssdLogList /> : <OperationLogList />}
      </Tabs>
    </PageFrame>
  );
}
