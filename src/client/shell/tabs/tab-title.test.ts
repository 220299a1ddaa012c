import { describe, expect, it } from 'vitest';
import { tabShortTitle, tabTitle } from './tab-title';

const DETAILS = '/crm/client-partner/my-client/details';

describe('tab titles', () => {
  it('names the record a detail tab shows, by code or by id', () => {
    expect(tabTitle(`${DETAILS}?code=C100001`, 'zh')).toBe('我的客户详情 C100001');
    expect(tabTitle(`${DETAILS}?id=C100001`, 'zh')).toBe('我的客户详情 C100001');
    expect(tabTitle(`${DETAILS}?id=C999999`, 'zh')).toBe('我的客户详情 C999999');
    expect(tabTitle(`${DETAILS}?code=C100001`, 'en')).toBe('My client details C100001');
  });

  it('keeps the route title for a detail tab naming no record, and for pages', () => {
    expect(tabTitle(DETAILS, 'zh')).toBe('我的客户详情');
    expect(tabTitle(`${DETAILS}?code=%20`, 'zh')).toBe('我的客户详情');
    expect(tabTitle('/crm/blacklist?code=C100001', 'zh')).toBe('客户黑名单');
  });

  it('shows the English short label, with the record on detail tabs', () => {
    expect(tabShortTitle('/businessInquiry/resultsQuery/day/c-end', 'en')).toBe('Direct daily');
    expect(tabShortTitle(`${DETAILS}?code=C100001`, 'zh')).toBe('我的客户详情 C100001');
  });
});
