import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/page-frame';
import { BankList } from './bank-list';

/** /businessInquiry/device-info: the SIM banks as a look-up (read-only; the manager page acts on them). */
export default function DeviceInfoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="device-info-title" title={t('devices.deviceInfo.title')} intro={t('devices.deviceInfo.intro')}>
      <BankList caption={t('devices.deviceInfo.title')} manage={false} />
    </PageFrame>
  );
}
