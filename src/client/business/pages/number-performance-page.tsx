import { PerformanceView } from '../performance-view';

const FIXED = { product: 'number' } as const;

export default function Page() {
  return <PerformanceView titleKey="number" months={false} fixed={FIXED} />;
}
