import { describe, expect, it } from 'vitest';
import { chooseBranch, conditionHolds } from './workflow-conditions';
import type { ExclusiveNode } from './workflow-graph';

const facts = { applicantDeptCodes: ['SALES1', 'SALES', 'HQ'] };
const money = (amount: string, currency = 'USD') => ({ amount: { amount, currency } });

describe('conditions over form fields', () => {
  it('compares money amounts exactly as decimals, and the currency by its part', () => {
    expect(conditionHolds({ field: 'amount', op: 'gte', value: '50000' }, money('50000.00'), facts)).toBe(true);
    expect(conditionHolds({ field: 'amount', op: 'gte', value: '50000' }, money('49999.999999'), facts)).toBe(false);
    expect(conditionHolds({ field: 'amount', op: 'gt', value: '9' }, money('10'), facts)).toBe(true);
    expect(conditionHolds({ field: 'amount.currency', op: 'eq', value: 'USD' }, money('1', 'CNY'), facts)).toBe(false);
  });

  it('reads the applicant’s department chain and multi-valued operators', () => {
    expect(conditionHolds({ field: '@applicantDept', op: 'eq', value: 'SALES' }, {}, facts)).toBe(true);
    expect(conditionHolds({ field: '@applicantDept', op: 'ne', value: 'FIN' }, {}, facts)).toBe(true);
    expect(conditionHolds({ field: 'type', op: 'in', value: ['r', 'c'] }, { type: 'c' }, facts)).toBe(true);
    expect(conditionHolds({ field: 'type', op: 'eq', value: 'c' }, {}, facts)).toBe(false);
  });

  it('takes the first branch whose conditions all hold, else the default', () => {
    const node: ExclusiveNode = {
      type: 'exclusive',
      id: 'x',
      name: 'x',
      branches: [
        {
          id: 'big',
          name: 'big',
          conditions: [
            { field: 'amount', op: 'gte', value: '100' },
            { field: 'amount.currency', op: 'eq', value: 'USD' },
          ],
          nodes: [],
        },
        { id: 'any', name: 'any', conditions: [{ field: 'amount', op: 'gte', value: '10' }], nodes: [] },
      ],
      defaultBranch: { id: 'rest', name: 'rest', nodes: [] },
    };
    expect(chooseBranch(node, money('100'), facts).id).toBe('big');
    expect(chooseBranch(node, money('100', 'EUR'), facts).id).toBe('any');
    expect(chooseBranch(node, money('1'), facts).id).toBe('rest');
  });
});
