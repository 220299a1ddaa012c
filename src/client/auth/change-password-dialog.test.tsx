import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, idempotenceKey } from '../../shared/api/staff-calls';
import { APP_CODES } from '../../shared/error-codes';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import { setNavigator } from '../routes/navigation';
import { ChangePasswordDialog } from './change-password-dialog';
import { useChangePasswordDialog } from './change-password-store';

const sent: unknown[] = [];
const server = setupServer(
  http.get(idempotenceKey.path, () => HttpResponse.json({ code: 0, msg: 'OK', data: { key: 'k1' } })),
  http.post(changePassword.path, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ code: 0, msg: 'OK', data: null });
  }),
);

const navigate = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  sent.length = 0;
  navigate.mockReset();
  setNavigator(navigate);
  queryClient.clear();
  useChangePasswordDialog.setState({ open: true });
  await setLanguage('zh');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setNavigator(null);
});
afterAll(() => server.close());

function fill(values: { old?: string; next?: string; confirm?: string }) {
  if (values.old !== undefined) fireEvent.change(screen.getByLabelText('原密码'), { target: { value: values.old } });
  if (values.next !== undefined) fireEvent.change(screen.getByLabelText('新密码'), { target: { value: values.next } });
  if (values.confirm !== undefined) fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: values.confirm } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  });
}

/** The error text tied to a field through its aria-describedby. */
function errorOf(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')?.textContent ?? null;
}

describe('change password form', () => {
  it('shows the same messages as before for an empty form and sends nothing', async () => {
    render(<ChangePasswordDialog />);
    await submit();
    expect(errorOf('原密码')).toBe('请输入原密码');
    expect(errorOf('新密码')).toBe('新密码需 8–64 位，且同时包含字母和数字');
    expect(errorOf('确认密码')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses the current password as the new one, and a confirmation that differs', async () => {
    render(<ChangePasswordDialog />);
    fill({ old: 'Switchboard#2026', next: 'Switchboard#2026', confirm: 'Switchboard#2027' });
    await submit();
    expect(errorOf('原密码')).toBeNull();
    expect(errorOf('新密码')).toBe('新密码不能与原密码相同');
    expect(errorOf('确认密码')).toBe('两次输入的新密码不一致');
    expect(sent).toEqual([]);
  });

  it('speaks English after the language switch', async () => {
    render(<ChangePasswordDialog />);
    await act(() => setLanguage('en'));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('The new password needs 8–64 characters with both letters and digits')).toBeTruthy();
  });

  it('sends the call body only, then signs out to the sign-in page', async () => {
    render(<ChangePasswordDialog />);
    fill({ old: 'Switchboard#2026', next: 'Another#2027', confirm: 'Another#2027' });
    await submit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sent).toEqual([{ oldPassword: 'Switchboard#2026', newPassword: 'Another#2027' }]);
    expect(useChangePasswordDialog.getState().open).toBe(false);
    expect(String(navigate.mock.calls[0]?.[0])).toMatch(/^\/login/);
  });

  it('puts a wrong current password on its field, and a lock on the form', async () => {
    server.use(
      http.post(changePassword.path, () =>
        HttpResponse.json({
          code: APP_CODES.PASSWORD_WRONG,
          msg: '原密码不正确，再错 4 次账号将被锁定',
          data: { field: 'oldPassword', attemptsLeft: 4 },
        }),
      ),
    );
    render(<ChangePasswordDialog />);
    fill({ old: 'wrong-password', next: 'Another#2027', confirm: 'Another#2027' });
    await submit();
    expect(errorOf('原密码')).toBe('原密码不正确，再错 4 次账号将被锁定');
    expect(document.activeElement).toBe(screen.getByLabelText('原密码'));

    server.use(
      http.post(changePassword.path, () =>
        HttpResponse.json(
          {
            code: APP_CODES.ACCOUNT_LOCKED,
            msg: '原密码错误次数过多，账号已锁定至 11-02 10:15，请稍后重新登录',
            data: { attemptsLeft: 0 },
          },
          { status: 423 },
        ),
      ),
    );
    await submit();
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      '原密码错误次数过多，账号已锁定至 11-02 10:15，请稍后重新登录',
    ]);
    expect((screen.getByRole('button', { name: '确认修改' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
