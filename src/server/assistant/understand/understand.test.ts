import { describe, expect, it } from 'vitest';
import { understand } from './understand';

const today = '2026-11-04';

describe('reading a question', () => {
  it.each([
    ['上个月短信业绩是多少？', { intent: 'metric', topic: 'performance', measure: 'revenue', product: 'sms', lang: 'zh' }],
    ['本月的发送量', { intent: 'metric', measure: 'volume' }],
    ['上个月有哪些亏损客户？', { intent: 'metric', topic: 'profit', onlyLoss: true, groupBy: 'customer' }],
    ['上季度语音毛利率是多少？', { intent: 'metric', topic: 'profit', measure: 'margin', product: 'voice' }],
    ['上个月业绩按客户排名前5', { intent: 'metric', groupBy: 'customer', top: 5 }],
    ['上个月短信利润最高的五个客户', { intent: 'metric', groupBy: 'customer', top: 5, topic: 'profit' }],
    ['哪个国家的短信业绩最高', { intent: 'metric', groupBy: 'country', top: 1 }],
    ['上个月按员工的直客业绩', { intent: 'metric', groupBy: 'staff', customerType: 'c' }],
    ['今年每月的业绩趋势', { intent: 'metric', groupBy: 'month' }],
    ['上周语音业绩和前一周相比如何？', { intent: 'compare', compare: 'previous', product: 'voice' }],
    ['上个月收入同比', { intent: 'compare', compare: 'lastYear' }],
    ['我的短信业绩', { intent: 'metric', mine: true }],
    ['打开短信发送记录', { intent: 'navigate', target: '短信发送记录' }],
    ['在哪里看月度业绩？', { intent: 'navigate', target: '月度业绩' }],
    ['怎么查看业绩', { intent: 'knowledge' }],
    ['收不到验证码怎么办？', { intent: 'knowledge' }],
    ['我的待办', { intent: 'todo' }],
    ['我有哪些待办', { intent: 'todo' }],
    ['What is waiting for me?', { intent: 'todo' }],
    ['同意张伟的充值申请', { intent: 'task', taskAction: 'agree', target: '张伟的充值申请' }],
    ['请批准一下张伟的充值申请。', { intent: 'task', taskAction: 'agree', target: '张伟的充值申请' }],
    ['驳回张伟的充值申请', { intent: 'task', taskAction: 'reject', target: '张伟的充值申请' }],
    ["Approve Zhang Wei's recharge request", { intent: 'task', taskAction: 'agree', target: "Zhang Wei's recharge request" }],
    ['怎么同意审批？', { intent: 'knowledge' }],
    ['你好', { intent: 'greeting' }],
    ['你能做什么', { intent: 'capabilities' }],
    ['按客户呢？', { intent: 'metric', followUp: true, groupBy: 'customer' }],
    ['那利润呢', { intent: 'metric', followUp: true, topic: 'profit' }],
    ['What was the SMS revenue last month?', { intent: 'metric', measure: 'revenue', product: 'sms', lang: 'en' }],
    ['Top 3 countries by SMS revenue last month', { intent: 'metric', groupBy: 'country', top: 3 }],
    ['Which customers lost money last month?', { intent: 'metric', onlyLoss: true, groupBy: 'customer', topic: 'profit' }],
    ['How did voice revenue last week compare with the week before?', { intent: 'compare' }],
    ['Open SMS send records', { intent: 'navigate', target: 'SMS send records' }],
    ['How do I change my password?', { intent: 'knowledge' }],
    ['What about by country?', { intent: 'metric', followUp: true, groupBy: 'country' }],
    ['上个月利润最高的国家是哪个', { intent: 'metric', topic: 'profit', groupBy: 'country', top: 1 }],
    ['上个月利润最高的供应商', { intent: 'metric', topic: 'profit', groupBy: 'supplier' }],
    ['上个月业绩最好的销售是谁', { intent: 'metric', groupBy: 'staff', top: 1 }],
    ['销售额最高的客户', { groupBy: 'customer', measure: 'revenue' }],
    ['按国家看利润', { intent: 'metric', groupBy: 'country', topic: 'profit' }],
    ['利润前十的供应商', { groupBy: 'supplier', top: 10 }],
    ['上个月亏损最多的国家', { groupBy: 'country', onlyLoss: true }],
    ['who sold the most last month', { intent: 'metric', groupBy: 'staff', top: 1, measure: 'revenue' }],
    ['bottom 3 suppliers by profit last month', { groupBy: 'supplier', top: 3, ascending: true }],
    ['customer profit last quarter', { groupBy: 'customer', topic: 'profit' }],
    ['今年哪个月业绩最高', { groupBy: 'month', rank: true }],
    ['上个月利润最高的城市', { intent: 'metric', unservedGroup: '城市' }],
    ['Revenue by industry last month', { intent: 'metric', unservedGroup: 'industry' }],
    ['上个月利润最高的是哪个', { intent: 'metric', unservedGroup: '?' }],
    ['谁负责审批？', { intent: 'knowledge' }],
  ])('%s', (question, expected) => {
    expect(understand(question, today)).toMatchObject(expected);
  });

  it('keeps the period of the question', () => {
    expect(understand('上个月短信业绩是多少？', today).period).toMatchObject({ from: '2026-10-01', to: '2026-10-31', phrase: '上个月' });
    expect(understand('短信业绩是多少', today).period).toBeNull();
  });

  it('does not take a weather question for a figures question', () => {
    expect(understand('明天北京天气如何', today).intent).toBe('knowledge');
    expect(understand('What will the weather be in Beijing tomorrow?', today).intent).toBe('knowledge');
  });
});
