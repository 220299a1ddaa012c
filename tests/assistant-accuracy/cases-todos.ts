import { formatCount, formatMoney } from '../../src/shared/business/figures';
import type { AccuracyCase } from './cases-figures';
import type { Figures } from './expect';

/**
 * To-do questions: the list is the user's own (count, the oldest task's applicant and amount, its
 * link), and 同意 for someone with no request waiting finds nothing and offers no card.
 */
const profile = (id: number) => `/general/my-agent/profile?id=${id}`;

async function listExpectation(f: Figures, user: string, lang: 'zh' | 'en') {
  const { rows, count } = await f.todos(user);
  const first = rows[0];
  if (!first) return { contains: [lang === 'zh' ? '你现在没有待审批的任务。' : 'You have no approvals waiting for you.'] };
  const figure = first.keyFigure ? `${formatMoney(first.keyFigure.amount)} ${first.keyFigure.currency}` : '—';
  return {
    contains: [
      lang === 'zh' ? `你有 **${formatCount(count)}** 条待你审批的任务` : `You have **${formatCount(count)}** approvals waiting for you`,
      `| ${first.applicantName} | ${figure.replace(' ', '\u00a0')} |`,
    ],
    links: [profile(first.instanceId), '/general/my-agent'],
  };
}

async function nobodyExpectation(f: Figures, user: string, lang: 'zh' | 'en', request: string) {
  const { count } = await f.todos(user);
  const text =
    count === 0
      ? lang === 'zh'
        ? '你现在没有待审批的任务，所以没有可以同意的申请。'
        : 'You have no approvals waiting for you, so there is nothing to agree to.'
      : lang === 'zh'
        ? `你的 ${formatCount(count)} 条待办中没有与「${request}」相符的任务。`
        : `None of your ${formatCount(count)} to-dos matches "${request}".`;
  return { contains: [text], absent: ['确认同意', 'Confirm'] };
}

export const TODO_CASES: AccuracyCase[] = [
  { user: 'finance', category: 'todo', question: '我有哪些待办', expect: (f) => listExpectation(f, 'finance', 'zh') },
  { user: 'admin', category: 'todo', question: 'What is waiting for me?', expect: (f) => listExpectation(f, 'admin', 'en') },
  {
    user: 'finance',
    category: 'todo',
    question: '同意赵敏的充值申请',
    expect: (f) => nobodyExpectation(f, 'finance', 'zh', '赵敏的充值申请'),
  },
  {
    user: 'admin',
    category: 'todo',
    question: "Approve Zhao Min's recharge request",
    expect: (f) => nobodyExpectation(f, 'admin', 'en', "Zhao Min's recharge request"),
  },
];
