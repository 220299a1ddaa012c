import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/page-frame';
import { BankList } from './bank-list';

/** /businessOperations/simbank/manager: the SIM banks, their ports by state, and reboot. */
export default function BankManagerPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="bank-manager-title" title={t('devices.banks.title')} intro={t('devices.banks.intro')}>
      <BankList caption={t('devices.banks.title')} manage />
    </PageFrame>
  );
}
