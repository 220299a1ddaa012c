import { describe, expect, it } from 'vitest';
import { ratio4, subtractDecimal } from './decimal';

describe('exact decimal arithmetic on money strings', () => {
  it('subtracts without floating-point error, across zero and with large values', () => {
    expect(subtractDecimal('0.1', '0.3')).toBe('-0.200000');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.200000');
    expect(subtractDecimal('-5', '-5')).toBe('0.000000');
    expect(subtractDecimal('-1.5', '2.25')).toBe('-3.750000');
    expect(subtractDecimal('90071992547409.990000', '0.010000')).toBe('90071992547409.980000');
    expect(subtractDecimal('.5', '0')).toBe('0.500000');
  });

  it('keeps six decimals and drops digits beyond them', () => {
    expect(subtractDecimal('1.0000009', '0')).toBe('1.000000');
    expect(subtractDecimal('0', '0.000001')).toBe('-0.000001');
  });

  it('rounds a ratio half away from zero at four decimals', () => {
    expect(ratio4('1', '3')).toBe('0.3333');
    expect(ratio4('2', '3')).toBe('0.6667');
    expect(ratio4('-1', '3')).toBe('-0.3333');
    expect(ratio4('-2', '3')).toBe('-0.6667');
    expect(ratio4('1', '20000')).toBe('0.0001');
    expect(ratio4('-1', '20000')).toBe('-0.0001');
    expect(ratio4('0.999', '20000')).toBe('0.0000');
  });

  it('answers null for a zero base and an unsigned zero for a vanishing ratio', () => {
    expect(ratio4('5', '0')).toBeNull();
    expect(ratio4('5', '0.000000')).toBeNull();
    expect(ratio4('0', '5')).toBe('0.0000');
    expect(ratio4('-0.00001', '100')).toBe('0.0000');
    expect(ratio4('150', '100')).toBe('1.5000');
    expect(ratio4('-30', '-60')).toBe('0.5000');
  });
});
