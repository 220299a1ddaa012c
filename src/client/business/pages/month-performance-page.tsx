import { PerformanceView } from '../performance-view';

const FIXED = {} as const;

export default function Page() {
  return <PerformanceView titleKey="month" months={true} fixed={FIXED} />;
}
