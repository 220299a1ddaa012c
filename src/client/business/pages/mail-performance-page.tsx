import { PerformanceView } from '../performance-view';

const FIXED = { product: 'email' } as const;

export default function Page() {
  return <PerformanceView titleKey="mail" months={false} fixed={FIXED} />;
}
