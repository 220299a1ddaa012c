import { PerformanceView } from '../performance-view';

const FIXED = { customerType: 'r' } as const;

export default function Page() {
  return <PerformanceView titleKey="dayAgent" months={false} fixed={FIXED} />;
}
