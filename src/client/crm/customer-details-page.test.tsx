import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { customerDetail } from '../../shared/api/crm-calls';
import { fieldRights } from '../../shared/api/field-rights-calls';
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
  terms: {
    source: 'referral',
    openSea: false,
    accountStatus: 'active',
    balances: [{ currency: 'USD', balance: '12880.250000' }],
    ledger: [
      {
        id: 3,
        createdAt: '2026-11-20T17:30:00.000Z',
        currency: 'USD',
        amount: '880.250000',
        balanceAfter: '12880.250000',
        source: 'workflow:recharge',
        instanceId: 41,
        note: '充值申请（李娜）',
      },
    ],
    credit: {
      currency: 'USD',
      creditLimit: '20000.000000',
      tempLimit: '0.000000',
      tempFrom: null,
      tempTo: null,
      paymentMethod: 'postpay',
      paymentTermsDays: 30,
      billCycle: 'halfMonth',
      deferredUntil: null,
    },
    creditHistory: [
      {
        id: 9,
        kind: 'postpay',
        before: { paymentMethod: 'prepay', creditLimit: '5000.000000', paymentTermsDays: 0 },
        after: { paymentMethod: 'postpay', creditLimit: '20000.000000', paymentTermsDays: 30 },
        instanceId: 40,
        createdAt: '2026-11-19T02:00:00.000Z',
      },
    ],
    shares: [],
  },
};

const FIELDS = ['balance', 'credit', 'traffic', 'ownerHistory'];

/** The value (dd) its term names, as a screen reader finds it. */
const definitionOf = (term: string) => screen.getByRole('definition', { name: term }).textContent;

/** The code of every detail request, in order. */
const asked: string[] = [];
const server = mockApi(
  http.get(customerDetail.path, ({ request }) => {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    asked.push(code);
    return code === 'C100001' ? ok(DETAIL) : HttpResponse.json({ code: 10000404, msg: '资源不存在', data: null });
  }),
  http.post(fieldRights.path, () =>
    ok({ page: '/crm/client-partner/my-client/details', fields: FIELDS.map((field) => ({ field, visible: true })) }),
  ),
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

  it('shows the balance, the credit terms and their history, each part saying when it is empty', async () => {
    renderAt('?code=C100001');
    await screen.findByText('星河科技');
    expect(definitionOf('账户余额')).toBe('12,880.25 USD');
    expect(definitionOf('信用额度')).toBe('20,000.00 USD');
    expect(definitionOf('付费方式')).toBe('后付费');
    expect(definitionOf('账期')).toBe('30 天');
    expect(definitionOf('账单周期')).toBe('半月结');
    expect(definitionOf('临时额度')).toBe('无');
    expect(definitionOf('客户来源')).toBe('客户推荐');
    const ledger = screen.getByRole('table', { name: '余额变动记录' });
    // 17:30 UTC on the 20th is the 21st in China.
    expect([...ledger.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      '2026-11-21',
      '880.25 USD',
      '12,880.25 USD',
      '审批 #41',
      '充值申请（李娜）',
    ]);
    const credit = screen.getByRole('table', { name: '信用变更记录' });
    expect(credit.querySelectorAll('tbody td')[2]?.textContent).toBe(
      '付费方式: 预付费 → 后付费；信用额度: 5,000.00 → 20,000.00；账期（天）: 0 → 30',
    );
    expect(screen.getByText('未共享给其他部门')).toBeTruthy();
  });

  it('labels the balance in English and says when there is none', async () => {
    await setLanguage('en');
    server.use(
      http.get(customerDetail.path, () => ok({ ...DETAIL, terms: { ...DETAIL.terms, balances: [], ledger: [], creditHistory: [] } })),
    );
    renderAt('?code=C100001');
    await screen.findByText('星河科技');
    expect(definitionOf('Balance')).toBe('0.00 (no recharge yet)');
    expect(screen.getByText('No balance changes yet')).toBeTruthy();
    expect(screen.getByText('No credit changes yet')).toBeTruthy();
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

  it('leaves out the parts the person’s field rights hide, and keeps the rest', async () => {
    server.use(
      http.post(fieldRights.path, () =>
        ok({
          page: '/crm/client-partner/my-client/details',
          fields: FIELDS.map((field) => ({ field, visible: field === 'traffic' })),
        }),
      ),
      // What the server answers such a person: the hidden parts empty, credit null.
      http.get(customerDetail.path, () =>
        ok({ ...DETAIL, ownerHistory: [], terms: { ...DETAIL.terms, balances: [], ledger: [], credit: null, creditHistory: [] } }),
      ),
    );
    renderAt('?code=C100001');
    await screen.findByText('星河科技');
    expect(definitionOf('客户来源')).toBe('客户推荐');
    expect(screen.queryByRole('definition', { name: '账户余额' })).toBeNull();
    expect(screen.queryByRole('definition', { name: '信用额度' })).toBeNull();
    expect(screen.queryByText('余额变动记录')).toBeNull();
    expect(screen.queryByText('信用变更记录')).toBeNull();
    expect(screen.queryByRole('heading', { name: '负责人变更记录' })).toBeNull();
    expect(screen.getByRole('heading', { name: /近30天业绩/ })).toBeTruthy();
  });
});
