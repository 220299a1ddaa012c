import { PerformanceView } from '../performance-view';

const FIXED = { product: 'sms' } as const;

export default function Page() {
  return <PerformanceView titleKey="sms" months={false} fixed={FIXED} />;
}
