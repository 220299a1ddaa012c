import { describe, expect, it } from 'vitest';
import { parsePeriod, previousPeriod, samePeriodLastYear } from './period';

// 2026-11-04 is a Wednesday (Asia/Shanghai calendar).
const today = '2026-11-04';
const range = (question: string, day = today) => {
  const period = parsePeriod(question, day);
  return period ? [period.from, period.to] : null;
};

describe('period parsing', () => {
  it.each([
    ['今天短信发了多少', ['2026-11-04', '2026-11-04']],
    ['昨天的业绩', ['2026-11-03', '2026-11-03']],
    ['前天的业绩', ['2026-11-02', '2026-11-02']],
    ['本周业绩', ['2026-11-02', '2026-11-08']],
    ['上周业绩', ['2026-10-26', '2026-11-01']],
    ['上上周的收入', ['2026-10-19', '2026-10-25']],
    ['本月业绩', ['2026-11-01', '2026-11-30']],
    ['上个月短信业绩是多少？', ['2026-10-01', '2026-10-31']],
    ['上月利润', ['2026-10-01', '2026-10-31']],
    ['上上个月利润', ['2026-09-01', '2026-09-30']],
    ['今年收入', ['2026-01-01', '2026-12-31']],
    ['去年收入', ['2025-01-01', '2025-12-31']],
    ['2026年10月的业绩', ['2026-10-01', '2026-10-31']],
    ['2025年二月', ['2025-02-01', '2025-02-28']],
    ['10月的业绩', ['2026-10-01', '2026-10-31']],
    ['12月的业绩', ['2025-12-01', '2025-12-31']],
    ['Q3 利润', ['2026-07-01', '2026-09-30']],
    ['第四季度', ['2026-10-01', '2026-12-31']],
    ['2025年第一季度', ['2025-01-01', '2025-03-31']],
    ['本季度', ['2026-10-01', '2026-12-31']],
    ['上季度', ['2026-07-01', '2026-09-30']],
    ['最近7天', ['2026-10-29', '2026-11-04']],
    ['近三十天的发送量', ['2026-10-06', '2026-11-04']],
    ['最近3个月', ['2026-08-05', '2026-11-04']],
    ['2026-10-01 到 2026-10-15', ['2026-10-01', '2026-10-15']],
    ['2026年10月1日至15日', ['2026-10-01', '2026-10-15']],
    ['2026-10-08 的发送量', ['2026-10-08', '2026-10-08']],
    ['SMS revenue last month', ['2026-10-01', '2026-10-31']],
    ['profit in the last 30 days', ['2026-10-06', '2026-11-04']],
    ['past 7 days', ['2026-10-29', '2026-11-04']],
    ['this week', ['2026-11-02', '2026-11-08']],
    ['last week', ['2026-10-26', '2026-11-01']],
    ['yesterday', ['2026-11-03', '2026-11-03']],
    ['October 2026', ['2026-10-01', '2026-10-31']],
    ['in October', ['2026-10-01', '2026-10-31']],
    ['in December', ['2025-12-01', '2025-12-31']],
    ['Q2 2026 profit', ['2026-04-01', '2026-06-30']],
    ['third quarter', ['2026-07-01', '2026-09-30']],
    ['this year', ['2026-01-01', '2026-12-31']],
    ['last year', ['2025-01-01', '2025-12-31']],
    ['revenue in 2025', ['2025-01-01', '2025-12-31']],
    ['2026-09', ['2026-09-01', '2026-09-30']],
  ])('%s', (question, expected) => {
    expect(range(question)).toEqual(expected);
  });

  it('keeps the words that named the period and flags periods still to come', () => {
    expect(parsePeriod('上个月短信业绩是多少？', today)).toMatchObject({ phrase: '上个月', unit: 'month', future: false });
    expect(parsePeriod('明天北京天气如何', today)).toMatchObject({ from: '2026-11-05', future: true });
    expect(parsePeriod('下个月的业绩', today)).toMatchObject({ from: '2026-12-01', future: true });
    expect(parsePeriod('Last Month', today)?.phrase).toBe('Last Month');
  });

  it('finds no period where none is named', () => {
    expect(parsePeriod('短信业绩是多少', today)).toBeNull();
    expect(parsePeriod('前5个客户', today)).toBeNull();
    expect(parsePeriod('客户 C100001 的业绩', today)).toBeNull();
    expect(parsePeriod('how do I reset my password', today)).toBeNull();
  });

  it('reads full-width digits and rejects impossible dates', () => {
    expect(range('２０２６年１０月')).toEqual(['2026-10-01', '2026-10-31']);
    expect(range('2026-02-30')).toBeNull();
    expect(range('13月')).toBeNull();
  });

  it('turns over the year and month ends correctly', () => {
    expect(range('上个月', '2026-01-15')).toEqual(['2025-12-01', '2025-12-31']);
    expect(range('上周', '2026-01-01')).toEqual(['2025-12-22', '2025-12-28']);
    expect(range('本周', '2026-11-08')).toEqual(['2026-11-02', '2026-11-08']);
    expect(range('本周', '2026-11-09')).toEqual(['2026-11-09', '2026-11-15']);
    expect(range('昨天', '2026-03-01')).toEqual(['2026-02-28', '2026-02-28']);
  });

  it('names the period before and the same period a year earlier', () => {
    expect(previousPeriod({ from: '2026-10-01', to: '2026-10-31', unit: 'month' })).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31', unit: 'month' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-07-01', to: '2026-09-30', unit: 'quarter' })).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(previousPeriod({ from: '2026-10-26', to: '2026-11-01', unit: 'week' })).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    expect(previousPeriod({ from: '2026-10-29', to: '2026-11-04', unit: 'days' })).toEqual({ from: '2026-10-22', to: '2026-10-28' });
    expect(samePeriodLastYear({ from: '2028-02-01', to: '2028-02-29' })).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});
