import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { groupOption, keyColumn } from './grouping';

beforeEach(async () => setLanguage('zh'));

const optionText = (groupBy: Parameters<typeof groupOption>[0], months: boolean) =>
  i18n.t(`business.groups.${groupOption(groupBy, months)}`);

describe('grouping names', () => {
  it('calls the date rows of a month page 月份 / Month, and keeps 日期 / Date on day pages', async () => {
    expect([optionText('date', true), optionText('date', false), optionText('customer', true)]).toEqual(['月份', '日期', '客户']);
    await setLanguage('en');
    expect([optionText('date', true), optionText('date', false), optionText('customer', true)]).toEqual(['Month', 'Date', 'Customer']);
  });

  it('names the key column by what the key is', () => {
    expect([keyColumn('date', true), keyColumn('date', false), keyColumn('supplier', false)]).toEqual(['month', 'day', 'supplier']);
  });
});
