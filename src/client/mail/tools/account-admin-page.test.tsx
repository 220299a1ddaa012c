import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { accountBind, accountStaffQuery, domainList, senderAddressList } from '../../../shared/api/mail-tools-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { setLanguage } from '../../i18n/i18n';
import AccountAdminPage from './account-admin-page';
import DomainAdminPage from './domain-admin-page';

const UNBOUND = {
  staffId: 6,
  username: 'newhire',
  name: '赵敏',
  nameEn: 'Zhao Min',
  staffEmail: 'newhire@switchboard.example',
  account: null,
};
const sent: unknown[] = [];
const forbidden = () =>
  HttpResponse.json({ code: APP_CODES.FORBIDDEN, msg: '没有权限', data: { permission: 'SYS_EMAIL_DOMAIN' } }, { status: 403 });
mockApi(
  http.post(accountStaffQuery.path, () => ok({ rows: [UNBOUND], count: 1 })),
  http.post(accountBind.path, async ({ request }) => {
    const body = (await request.json()) as { address: string };
    sent.push(body);
    if (body.address.endsWith('@elsewhere.example')) {
      return HttpResponse.json(
        {
          code: APP_CODES.VALIDATION,
          msg: 'elsewhere.example 不是已启用的本地邮箱域名，请先在邮箱域名中添加并启用',
          data: { field: 'address' },
        },
        { status: 400 },
      );
    }
    return ok({ ...UNBOUND, account: null });
  }),
  http.get(domainList.path, forbidden),
  http.get(senderAddressList.path, forbidden),
);

beforeEach(async () => {
  sent.length = 0;
  await setLanguage('zh');
});
afterEach(cleanup);

const renderPage = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('邮箱账号', () => {
  it('shows the server’s refusal of a non-local domain on the address field', async () => {
    renderPage(<AccountAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱 赵敏' }));
    const dialog = await screen.findByRole('dialog', { name: '为 赵敏 绑定邮箱' });
    const address = within(dialog).getByLabelText('邮箱地址');
    expect(address).toHaveProperty('value', 'newhire@switchboard.example');
    fireEvent.change(address, { target: { value: 'newhire@elsewhere.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '绑定邮箱' }));
    expect(await within(dialog).findByText(/elsewhere\.example 不是已启用的本地邮箱域名/)).toBeTruthy();
    expect(sent).toEqual([{ staffId: 6, address: 'newhire@elsewhere.example', displayName: '赵敏', kind: 'local', imap: null }]);
  });

  it('asks for the IMAP server before sending an IMAP binding', async () => {
    renderPage(<AccountAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱 赵敏' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/IMAP 邮箱/));
    fireEvent.click(within(dialog).getByRole('button', { name: '绑定邮箱' }));
    await waitFor(() => expect(within(dialog).getByLabelText('IMAP 服务器').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
  });
});

describe('邮箱域名', () => {
  it('says so when the administrator lacks the permission', async () => {
    renderPage(<DomainAdminPage />);
    // Both lists (domains, sender addresses) say it, not a bare error.
    await waitFor(() => expect(screen.getAllByText('没有权限')).toHaveLength(2));
    expect(screen.queryByText(/加载失败/)).toBeNull();
  });
});
