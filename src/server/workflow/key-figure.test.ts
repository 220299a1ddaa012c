import { describe, expect, it } from 'vitest';
import type { FormField } from '../../shared/api/workflow-form';
import { keyFigureOf } from './workflow-queries';

const text = (key: string): FormField => ({ key, label: key, type: 'text', required: false });
const money = (key: string): FormField => ({ key, label: key, type: 'money', required: true });

describe('keyFigureOf (the figure a to-do row shows)', () => {
  it('is the first money field in the form’s order, not in the stored data’s', () => {
    const fields = [text('customer'), money('amount'), money('fee')];
    const data = { fee: { amount: '12.5', currency: 'CNY' }, amount: { amount: '50000', currency: 'USD' }, customer: 'C1001' };
    expect(keyFigureOf(fields, data)).toEqual({ amount: '50000', currency: 'USD' });
  });

  it('skips a money field left empty or malformed, and is null without one', () => {
    expect(keyFigureOf([money('amount'), money('fee')], { amount: { amount: 'lots' }, fee: { amount: '8.00', currency: 'EUR' } })).toEqual({
      amount: '8.00',
      currency: 'EUR',
    });
    expect(keyFigureOf([text('reason')], { reason: '预付款' })).toBeNull();
    expect(keyFigureOf(null, { amount: { amount: '1', currency: 'USD' } })).toBeNull();
  });
});
