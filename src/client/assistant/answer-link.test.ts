import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tabOf, useTabs } from '../shell';
import { followAnswerLink } from './answer-link';
import { useAssistant } from './assistant-store';

const MONTH = '/businessInquiry/resultsQuery/month';
const FIRST = `${MONTH}?from=2026-10-01&to=2026-10-31&product=sms`;
const SECOND = `${MONTH}?from=2026-10-01&to=2026-10-31&groupBy=customer&sort=revenue%3Adesc&pageSize=5`;
const OTHER = '/crm/blacklist';
const entry = (fullPath: string) => {
  const url = new URL(fullPath, 'http://x');
  return tabOf(url.pathname, url.search);
};

beforeEach(() => {
  useTabs.setState({ owner: null, tabs: [entry('/home'), entry(FIRST), entry(OTHER)], nonce: {} });
  useAssistant.setState({ open: true, docked: false, fullScreen: true, drawerOpen: true });
});

describe('following an answer link', () => {
  it('reuses the tab of the same page with the new filters, remounts it, and docks the panel on a wide window', () => {
    const open = vi.fn();
    followAnswerLink(SECOND, { activeKey: OTHER, canDock: true, open });
    expect(open).toHaveBeenCalledWith(SECOND);
    expect(useTabs.getState().tabs.map((tab) => [tab.id, tab.fullPath])).toEqual([
      ['/home', '/home'],
      [FIRST, SECOND],
      [OTHER, OTHER],
    ]);
    expect(useTabs.getState().nonce).toEqual({ [FIRST]: 1 });
    expect(useAssistant.getState()).toMatchObject({ open: true, docked: true, fullScreen: false, drawerOpen: false });
  });

  it('closes the panel where it cannot dock, and adds no tab itself for a page not open yet', () => {
    const open = vi.fn();
    followAnswerLink('/reportAnalysis/userReport?from=2026-10-01', { activeKey: OTHER, canDock: false, open });
    expect(open).toHaveBeenCalledWith('/reportAnalysis/userReport?from=2026-10-01');
    expect(useTabs.getState().tabs.map((tab) => tab.fullPath)).toEqual(['/home', FIRST, OTHER]);
    expect(useAssistant.getState()).toMatchObject({ open: false, docked: false, drawerOpen: false });
  });
});
