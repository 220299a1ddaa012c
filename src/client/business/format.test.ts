import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, marginTone } from './format';

describe('business formats', () => {
  it('formats exact money strings without floating point', () => {
    expect(formatMoney('1234567.125000')).toBe('1,234,567.13');
    expect(formatMoney('-0.004000')).toBe('0.00');
    expect(formatMoney('-12.345000')).toBe('-12.35');
    expect(formatMoney('90071992547409.990000')).toBe('90,071,992,547,409.99');
  });
  it('shows margins as percentages and tints losses', () => {
    expect(formatPercent('0.1234')).toBe('12.34%');
    expect(formatPercent(null)).toBe('—');
    expect(marginTone('-0.0100')).toContain('red');
  });
});
