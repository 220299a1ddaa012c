import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { rankingSnapshot } from './frecency';
import { testContext, testServices } from '../../../tests/fixtures/palette-context';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';

// happy-dom has no layout: the list keeps the height it is given until a ResizeObserver reports.
beforeAll(() => setLanguage('zh'));
afterEach(cleanup);

function open(services: PaletteServices = testServices(), query = '') {
  const onClose = vi.fn();
  render(<PaletteView open onClose={onClose} services={services} start={{ query, choices: null }} session={1} />);
  return { input: screen.getByRole('combobox'), onClose, services };
}
const keys = () => screen.queryAllByRole('option').map((option) => option.getAttribute('data-key'));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('command palette', () => {
  it('lists permitted pages from the menu (no hidden ones) and actions; ARIA names the selected option', () => {
    const { input } = open();
    expect(keys()).toContain('page:/businessInquiry/sendRcdQuery');
    expect(keys()).not.toContain('page:/businessInquiry/hidden');
    expect(keys()).toContain('cmd:account.sign-out');
    const selected = screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected?.id);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const next = screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
    expect(next?.id).not.toBe(selected?.id);
    expect(input.getAttribute('aria-activedescendant')).toBe(next?.id);
  });

  it('filters nothing and ignores Enter and arrows while an input method composes', () => {
    const { input, services } = open();
    const before = keys();
    fireEvent.compositionStart(input);
    type(input, 'duan');
    expect((input as HTMLInputElement).value).toBe('duan');
    expect(keys()).toEqual(before);
    const selected = input.getAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true, keyCode: 229 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(input.getAttribute('aria-activedescendant')).toBe(selected);
    expect(services.ctx.navigate).not.toHaveBeenCalled();
    type(input, '短信');
    expect(keys()).toEqual(before);
    fireEvent.compositionEnd(input, { data: '短信' });
    expect(keys().slice(0, 2)).toEqual(['page:/businessInquiry/sendRcdQuery', 'page:/businessInquiry/smsTaskQuery']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(services.ctx.navigate).toHaveBeenCalledWith('/businessInquiry/sendRcdQuery');
    expect(services.recordUse).toHaveBeenCalledWith('page:/businessInquiry/sendRcdQuery');
  });

  it('opens pages as a shell tab, or in a new browser tab with Ctrl+Enter', () => {
    const shell = { openTab: vi.fn(), openInBrowserTab: vi.fn() };
    const services = testServices(testContext({ shell: shell as never }));
    const { input } = open(services);
    type(input, 'dxfsjl');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shell.openTab).toHaveBeenCalledWith('/businessInquiry/sendRcdQuery');
    cleanup();
    const again = open(services);
    type(again.input, 'dxrw');
    fireEvent.keyDown(again.input, { key: 'Enter', ctrlKey: true });
    expect(shell.openInBrowserTab).toHaveBeenCalledWith('/businessInquiry/smsTaskQuery');
  });

  it('ends every query with "Ask AI" and sends the question to the assistant; `?` goes straight there', async () => {
    const assistant = { open: vi.fn(), newConversation: vi.fn() };
    const services = testServices(testContext({ assistant }));
    const { input } = open(services);
    type(input, '上月利润');
    expect(keys().at(-1)).toBe('ask');
    expect(screen.getAllByRole('option').at(-1)?.textContent).toContain('问 AI：上月利润');
    cleanup();
    const asked = open(services, '?');
    expect(screen.getByRole('button', { name: /问 AI/ })).toBeTruthy();
    type(asked.input, '哪些客户亏损');
    expect(keys()).toEqual(['ask']);
    fireEvent.keyDown(asked.input, { key: 'Enter' });
    expect(asked.onClose).toHaveBeenCalled();
    await waitFor(() => expect(assistant.open).toHaveBeenCalledWith('哪些客户亏损'));
  });

  it('offers no assistant without the capability', () => {
    const { input } = open(testServices(testContext({ assistant: undefined })));
    type(input, '利润');
    expect(keys()).not.toContain('ask');
    expect(keys()).not.toContain('cmd:assistant.open');
    type(input, '?');
    expect(keys()).toEqual([]);
    expect(screen.getByText('你没有 AI 助手权限，无法向 AI 助手提问；如需使用，请联系管理员开通')).toBeTruthy();
  });

  it('shows only actions after `>`; Backspace on the empty box removes the prefix', () => {
    const { input } = open();
    type(input, '>');
    expect(keys().length).toBeGreaterThan(0);
    expect(keys().every((key) => key?.startsWith('cmd:'))).toBe(true);
    type(input, 'sign');
    expect(keys()).toEqual(['cmd:account.sign-out']);
    type(input, '');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(screen.queryByRole('button', { name: /移除/ })).toBeNull();
    expect(keys()).toContain('page:/home');
  });

  it('opens nested choices (switch language) and goes back with Backspace', async () => {
    const services = testServices();
    const { input } = open(services);
    type(input, 'qiehuanyuyan');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['choice:account.language.zh', 'choice:account.language.en']);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(keys()).toContain('page:/home');
    type(input, 'qiehuanyuyan');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(services.ctx.setLanguage).toHaveBeenCalledWith('en'));
  });

  it('opens the action panel with → or Ctrl+K, and stars an item from it', async () => {
    const services = testServices(
      testContext(),
      rankingSnapshot(new Map([['page:/businessInquiry/sendRcdQuery', { count: 2, lastUsedAt: Date.now() }]]), []),
    );
    const { input } = open(services);
    type(input, 'dxfsjl');
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(keys()).toEqual(['action:open', 'action:openInNewTab', 'action:copyLink', 'action:favourite', 'action:resetRanking']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    fireEvent.keyDown(input, { key: 'k', ctrlKey: true });
    type(input, 'shoucang');
    expect(keys()).toEqual(['action:favourite']);
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(services.setFavourite).toHaveBeenCalledWith('page:/businessInquiry/sendRcdQuery', true);
    expect(keys()).toContain('page:/home');
  });

  it('finds colleagues after `@` and opens their card', async () => {
    const { input, services } = open(testServices(), '@');
    await waitFor(() => expect(keys()).toEqual(['person:7']));
    expect(services.searchPeople).toHaveBeenCalledWith('', expect.any(AbortSignal));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('region', { name: '李娜' }).textContent).toContain('SB1001');
    expect(keys()).toEqual(['action:copyJobNumber']);
  });

  it('says when customers cannot be searched for lack of the CRM permission', () => {
    const services = testServices(testContext({ permissions: new Set(['HOME']) }));
    const { input } = open(services, '#');
    type(input, 'C0001');
    expect(screen.getByText('你没有客户管理权限，无法搜索客户')).toBeTruthy();
    expect(services.searchCustomers).not.toHaveBeenCalled();
  });
});
