import { compareDecimal } from '../business/decimal';
import { APPLICANT_DEPT, type Condition, type ConditionBranch, type ExclusiveNode, type PlainBranch } from './workflow-graph';

/** What conditions read besides the form: the applicant's department codes (own and above). */
export interface ConditionFacts {
  applicantDeptCodes: readonly string[];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A field's value as conditions compare it: money reads its amount, `key.currency` its currency. */
function operand(field: string, data: Record<string, unknown>, facts: ConditionFacts): string[] {
  if (field === APPLICANT_DEPT) return [...facts.applicantDeptCodes];
  const [key = '', part] = field.split('.');
  const value = data[key];
  if (value === undefined || value === null) return [];
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const picked = part ? record[part] : record.amount;
    return picked === undefined || picked === null ? [] : [String(picked)];
  }
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}

function compare(left: string, right: string): number {
  if (DECIMAL.test(left) && DECIMAL.test(right)) return compareDecimal(left, right);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** One condition; a multi-valued operand (department chain) matches when any of its values does. */
export function conditionHolds(condition: Condition, data: Record<string, unknown>, facts: ConditionFacts): boolean {
  const values = operand(condition.field, data, facts);
  const expected = Array.isArray(condition.value) ? condition.value : [condition.value];
  if (condition.op === 'ne') return values.every((value) => !expected.includes(value));
  return values.some((value) => {
    switch (condition.op) {
      case 'eq':
      case 'in':
        return expected.includes(value);
      case 'gt':
        return compare(value, expected[0] ?? '') > 0;
      case 'gte':
        return compare(value, expected[0] ?? '') >= 0;
      case 'lt':
        return compare(value, expected[0] ?? '') < 0;
      case 'lte':
        return compare(value, expected[0] ?? '') <= 0;
    }
  });
}

/** The branch an exclusive node takes: the first whose conditions all hold, else the default. */
export function chooseBranch(node: ExclusiveNode, data: Record<string, unknown>, facts: ConditionFacts): ConditionBranch | PlainBranch {
  return node.branches.find((branch) => branch.conditions.every((c) => conditionHolds(c, data, facts))) ?? node.defaultBranch;
}
