import { BUSINESS_PAGES } from '../../../shared/business/page-links';
import { ProfitView } from '../profit-view';

/** The profit of all products, with a product filter: the page the assistant links profit answers to. */
export default function Page() {
  return <ProfitView titleKey="userReport" path={BUSINESS_PAGES.profit} />;
}
