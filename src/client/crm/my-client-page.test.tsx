import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { customerQuery, type CustomerRow } from '../../shared/api/crm-calls';
import { dictionaryOptions } from '../../shared/api/dictionary-calls';
import { setLanguage } from '../i18n/i18n';
import MyClientPage from './my-client-page';

const customer = (code: string, name: string): CustomerRow => ({
  code,
  name,
  type: 'c',
  country: 'CN',
  countryName: '中国',
  countryNameEn: 'China',
  ownerStaffId: 7,
  ownerName: '李娜',
  ownerJobNumber: 'SB1001',
  deptId: 2,
  deptName: '销售一部',
  level: 'A',
  createdAt: '2026-01-05T02:00:00.000Z',
});
const CUSTOMERS = [customer('C100001', '星河科技'), customer('C100002', '蓝海物流'), customer('C100013', '星光传媒')];

/** The keyword of every customer query the page sent, in order. */
const keywords: string[] = [];
mockApi(
  http.post(customerQuery.path, async ({ request }) => {
    const { keyword = '' } = (await request.json()) as { keyword?: string };
    keywords.push(keyword);
    const rows = CUSTOMERS.filter((row) => row.code.includes(keyword) || row.name.includes(keyword));
    return ok({ rows, count: rows.length });
  }),
  // The CRM dictionary's enabled levels (an administrator disabled D).
  http.get(dictionaryOptions.path, () =>
    ok({
      type: 'customer_level',
      name: '客户等级',
      nameEn: 'Customer level',
      items: [
        { code: 'A', label: 'A 级（战略客户）', labelEn: 'A (strategic)' },
        { code: 'B', label: 'B 级（重点客户）', labelEn: 'B (key account)' },
        { code: 'C', label: 'C 级（普通客户）', labelEn: 'C (regular)' },
      ],
    }),
  ),
);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/crm/client-partner/my-client']}>
      <MyClientPage />
      <Address />
    </MemoryRouter>,
  );
}

const box = () => screen.getByLabelText('客户编码或名称');
const listed = () => screen.queryAllByRole('link').map((link) => link.textContent);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(async () => {
  keywords.length = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

describe('我的客户: the keyword filter', () => {
  it('narrows the list as the user types, with one request once typing pauses, and keeps the URL in step', async () => {
    renderPage();
    await waitFor(() => expect(listed()).toEqual(['C100001', 'C100002', 'C100013']));
    for (const text of ['星', '星光', '星光传', '星光传媒']) fireEvent.change(box(), { target: { value: text } });
    await pause(150);
    // Still typing: nothing asked yet.
    expect(keywords).toEqual(['']);
    await waitFor(() => expect(listed()).toEqual(['C100013']));
    expect(keywords).toEqual(['', '星光传媒']);
    expect(screen.getByTestId('address').textContent).toBe(`/crm/client-partner/my-client?keyword=${encodeURIComponent('星光传媒')}`);
    await pause(400);
    expect(keywords).toEqual(['', '星光传媒']);
  });

  it('applies at once on Enter, without a second request when the pause ends', async () => {
    renderPage();
    await waitFor(() => expect(listed()).toHaveLength(3));
    fireEvent.change(box(), { target: { value: 'C10000' } });
    await act(async () => void fireEvent.submit(box().closest('form')!));
    await waitFor(() => expect(listed()).toEqual(['C100001', 'C100002']));
    expect(keywords).toEqual(['', 'C10000']);
    await pause(400);
    expect(keywords).toEqual(['', 'C10000']);
  });

  it('waits for an IME to finish composing, and a cleared box lists everyone again', async () => {
    renderPage();
    await waitFor(() => expect(listed()).toHaveLength(3));
    fireEvent.compositionStart(box());
    fireEvent.change(box(), { target: { value: 'lanhai' } });
    await pause(400);
    expect(keywords).toEqual(['']);
    fireEvent.change(box(), { target: { value: '蓝海' } });
    fireEvent.compositionEnd(box());
    await waitFor(() => expect(listed()).toEqual(['C100002']));
    fireEvent.change(box(), { target: { value: '  ' } });
    await waitFor(() => expect(listed()).toHaveLength(3));
    // The cached first page shows at once; its refetch is recorded a moment later.
    await waitFor(() => expect(keywords).toEqual(['', '蓝海', '']));
    expect(screen.getByTestId('address').textContent).toBe('/crm/client-partner/my-client');
  });

  it('offers the levels of the CRM dictionary, in the page language', async () => {
    await setLanguage('en');
    renderPage();
    const level = screen.getByRole('combobox', { name: 'Level' });
    await waitFor(() =>
      expect([...level.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        '—',
        'A (strategic)',
        'B (key account)',
        'C (regular)',
      ]),
    );
  });
});
