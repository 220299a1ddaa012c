import { PerformanceView } from '../performance-view';

const FIXED = { customerType: 'c' } as const;

export default function Page() {
  return <PerformanceView titleKey="dayDirect" months={false} fixed={FIXED} />;
}
