import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/page-frame';
import { OperationLogList } from './operation-log-list';

/** /businessInquiry/device-info/operation-log: the device operations log, for looking up who did what. */
export default function DeviceLogPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="device-log-title" title={t('devices.deviceLog.title')} intro={t('devices.deviceLog.intro')}>
      <OperationLogList />
    </PageFrame>
  );
}
