import { ProfitView } from '../profit-view';

export default function Page() {
  return <ProfitView titleKey="voiceProfit" product="voice" />;
}
