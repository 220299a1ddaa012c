import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, formatUsd, roundMoney } from './figures';

describe('figures as pages and answers write them', () => {
  it('rounds money half up on the digits, never through a float', () => {
    expect(formatMoney('1234567.125000')).toBe('1,234,567.13');
    expect(formatMoney('1234.565000')).toBe('1,234.57');
    expect(formatMoney('99999999.995000')).toBe('100,000,000.00');
    expect(formatMoney('90071992547409.990000')).toBe('90,071,992,547,409.99');
    expect(formatMoney('0.005000')).toBe('0.01');
    expect(formatMoney('0.000000')).toBe('0.00');
  });

  it('writes no minus sign on a loss that rounds to zero cents', () => {
    expect(formatMoney('-0.004000')).toBe('0.00');
    expect(formatMoney('-12.345000')).toBe('-12.35');
    expect(formatMoney('-12.004999')).toBe('-12.00');
    expect(formatUsd('-12.004999')).toBe('-$12.00');
    expect(formatUsd('1234.5')).toBe('$1,234.50');
  });

  it('rounds money for a spreadsheet to the cents the page shows, without grouping', () => {
    expect(roundMoney('158204.076208')).toBe('158204.08');
    expect(roundMoney('1234567.125000')).toBe('1234567.13');
    expect(roundMoney('99999999.995000')).toBe('100000000.00');
    expect(roundMoney('-12.345000')).toBe('-12.35');
    expect(roundMoney('-0.004000')).toBe('0.00');
    expect(roundMoney('7')).toBe('7.00');
  });

  it('moves the decimal point of a 4-decimal ratio for percentages', () => {
    expect(formatPercent('0.1234')).toBe('12.34%');
    expect(formatPercent('-0.0512')).toBe('-5.12%');
    expect(formatPercent('0.0005')).toBe('0.05%');
    expect(formatPercent('1.0000')).toBe('100.00%');
    expect(formatPercent('-0.0000')).toBe('0.00%');
    expect(formatPercent(null)).toBe('—');
  });

  it('groups counts by thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
