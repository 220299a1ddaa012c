import type { Rule } from 'eslint';

export interface LayoutElement {
  side: 'client' | 'server' | 'shared' | 'commands';
  kind: 'root' | 'core' | 'ui' | 'feature';
  name: string;
  entry?: boolean;
}
export function elementOf(file: string): LayoutElement | null;
export function violation(from: LayoutElement | null, to: LayoutElement | null, isTypeOnly: boolean): string | null;
export const layeringRule: Rule.RuleModule;
