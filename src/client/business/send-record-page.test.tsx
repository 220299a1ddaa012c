import { cleanup, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { businessOptions } from '../../shared/api/business-calls';
import { sendRecordQuery, type SendRecordRow } from '../../shared/api/send-record-calls';
import { setLanguage } from '../i18n/i18n';
import SendRecordPage from './send-record-page';

const OPTIONS = {
  today: '2026-11-24',
  dataFrom: '2025-10-01',
  dataTo: '2026-11-23',
  scope: 'all',
  products: [],
  countries: [],
  staff: [],
  departments: [],
};

const record = (id: string, country: string, countryName: string, countryNameEn: string): SendRecordRow => ({
  id,
  sentAt: '2026-11-23T02:00:00.000Z',
  customerCode: 'C100001',
  customerName: '星河科技',
  phone: '86138****1234',
  country,
  countryName,
  countryNameEn,
  mccMnc: '460-00',
  senderId: 'SB',
  contentLength: 60,
  segments: 1,
  status: 'delivered',
  errorCode: null,
  supplierCode: 'S001',
  price: '0.012300',
});

mockApi(
  http.get(businessOptions.path, () => ok(OPTIONS)),
  http.post(sendRecordQuery.path, () =>
    ok({ rows: [record('1', 'CN', '中国', 'China'), record('2', 'TW', '中国台湾', 'Taiwan')], nextCursor: null }),
  ),
);

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/businessInquiry/sendRcdQuery']}>
      <SendRecordPage />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await setLanguage('zh');
});
afterEach(cleanup);

describe('send records', () => {
  it('names the country in Chinese on the Chinese page', async () => {
    renderPage();
    expect(await screen.findByText('中国台湾')).toBeTruthy();
    expect(screen.getByText('中国')).toBeTruthy();
    expect(screen.queryByText('China')).toBeNull();
  });

  it('names the country in English on the English page', async () => {
    await setLanguage('en');
    renderPage();
    expect(await screen.findByText('Taiwan')).toBeTruthy();
    expect(screen.getByText('China')).toBeTruthy();
    expect(screen.queryByText('中国')).toBeNull();
    expect(screen.queryByText('中国台湾')).toBeNull();
  });
});
