import { BUSINESS_PAGES } from '../../../shared/business/page-links';
import { ProfitView } from '../profit-view';

export default function Page() {
  return <ProfitView titleKey="smsProfit" path={BUSINESS_PAGES.smsProfit} />;
}
