import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { customerDetail } from '../../shared/api/crm-calls';
import { setLanguage } from '../i18n/i18n';
import CustomerDetailsPage from './customer-details-page';

// happy-dom has no canvas for echarts; the chart is not what these tests are about.
vi.mock('../business/metric-chart', () => ({ MetricChart: () => null }));

const DETAIL = {
  profile: {
    code: 'C100001',
    name: '星河科技',
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
  },
  ownerHistory: [
    { staffId: 7, name: '李娜', jobNumber: 'SB1001', deptId: 2, deptName: '销售一部', validFrom: '2026-01-05', validTo: null },
  ],
  last30Days: { from: '2026-10-25', to: '2026-11-23', rows: [] },
};

/** The code of every detail request, in order. */
const asked: string[] = [];
mockApi(
  http.get(customerDetail.path, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    asked.push(code);
    return code === 'C100001' ? ok(DETAIL) : HttpResponse.json({ code: 10000404, msg: '资源不存在', data: null });
  }),
);

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/crm/client-partner/my-client/details${search}`]}>
      <CustomerDetailsPage />
    </MemoryRouter>,
  );
}

async function expectEmptyState(text: string) {
  expect(await screen.findByRole('heading', { name: '未找到该客户' })).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByRole('link', { name: '返回我的客户' }).getAttribute('href')).toBe('/crm/client-partner/my-client');
  expect(screen.queryByText('星河科技')).toBeNull();
}

beforeEach(async () => {
  asked.length = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

describe('customer details', () => {
  it('opens the customer a link names with ?id=', async () => {
    renderAt('?id=C100001');
    expect(await screen.findByText('星河科技')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('详情 C100001');
    expect(asked).toEqual(['C100001']);
  });

  it('still opens the customer a link names with ?code=', async () => {
    renderAt('?code=C100001');
    expect(await screen.findByText('星河科技')).toBeTruthy();
    expect(asked).toEqual(['C100001']);
  });

  it('says an unknown customer was not found and leads back to 我的客户', async () => {
    renderAt('?id=C999999');
    await expectEmptyState('客户不存在或不在你的数据范围内');
    expect(asked).toEqual(['C999999']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same empty state for a link that names no customer, without asking the server', async () => {
    renderAt('');
    await expectEmptyState('链接中没有指定客户');
    renderAt('?id=');
    expect(asked).toEqual([]);
  });

  it('names the country in the page’s language', async () => {
    await setLanguage('en');
    renderAt('?id=C100001');
    expect(await screen.findByText('China')).toBeTruthy();
    expect(screen.queryByText('中国')).toBeNull();
  });

  it('says it in English too', async () => {
    await setLanguage('en');
    renderAt('?id=C999999');
    expect(await screen.findByRole('heading', { name: 'Customer not found' })).toBeTruthy();
    expect(screen.getByText('The customer does not exist or is outside your data scope')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My clients' }).getAttribute('href')).toBe('/crm/client-partner/my-client');
  });
});
