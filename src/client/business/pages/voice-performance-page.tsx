import { PerformanceView } from '../performance-view';

const FIXED = { product: 'voice' } as const;

export default function Page() {
  return <PerformanceView titleKey="voice" months={false} fixed={FIXED} />;
}
