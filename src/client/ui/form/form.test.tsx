import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, PUBLIC } from '../../../shared/api/define-call';
import { APP_CODES } from '../../../shared/error-codes';
import { ApiError } from '../../api/api-error';
import { setLanguage } from '../../i18n/i18n';
import { Input } from '../input';
import { callBody } from './call-body';
import { Form } from './form';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { showFailure } from './show-failure';
import { SubmitButton } from './submit-button';

const schema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z]{2,}$/, 'auth.usernameFormat'),
  note: z.string().max(3),
  confirm: z.string().refine((value) => value === 'yes', 'changePassword.errors.mismatch'),
});

function Sample({ onSubmit }: { onSubmit(values: z.output<typeof schema>): Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', note: '', confirm: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="sample">
      <FormField name="username" label="用户名">
        <Input />
      </FormField>
      <FormField name="note" label="备注">
        <Input />
      </FormField>
      <FormField name="confirm" label="确认">
        <Input />
      </FormField>
      <FormError />
      <SubmitButton busyLabel="提交中…">提交</SubmitButton>
    </Form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /提交/ })));
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).at(-1) ?? null;
};
const fillValid = () => (type('用户名', 'admin'), type('备注', 'ok'), type('确认', 'yes'));

beforeEach(() => setLanguage('zh'));
afterEach(cleanup);

describe('FormField', () => {
  it('shows a server message key in the reader’s language, a client key translated, and zod’s own sentence as written', async () => {
    render(<Sample onSubmit={vi.fn()} />);
    type('备注', 'too long');
    await submit();
    expect(errorOf('用户名')).toBe('用户名格式不正确');
    expect(errorOf('确认')).toBe('两次输入的新密码不一致');
    expect(errorOf('备注')).toBe('Too big: expected string to have <=3 characters');
    expect(screen.getByLabelText('用户名').getAttribute('aria-invalid')).toBe('true');

    await act(() => setLanguage('en'));
    expect(errorOf('用户名')).toBe('The username format is not correct');
    expect(errorOf('确认')).toBe('The two new passwords do not match');
  });

  it('focuses the first field in error and leaves valid fields unmarked', async () => {
    render(<Sample onSubmit={vi.fn()} />);
    type('用户名', 'admin');
    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('确认'));
    expect(screen.getByLabelText('用户名').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('用户名').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('Form and SubmitButton', () => {
  it('hands over the parsed values and is busy until the submit settles', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Sample onSubmit={onSubmit} />);
    fillValid();
    type('用户名', '  admin ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', note: 'ok', confirm: 'yes' });
    const button = screen.getByRole('button', { name: '提交中…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts a refusal that names a field on that field, as the server wrote it', async () => {
    const refusal = new ApiError('business', APP_CODES.VALIDATION, '用户名已被占用', { field: 'username' });
    render(<Sample onSubmit={() => Promise.reject(refusal)} />);
    fillValid();
    await submit();
    expect(errorOf('用户名')).toBe('用户名已被占用');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('puts a failure that names no field (or a field the form lacks) on the form, and clears it on the next try', async () => {
    const failures = [
      new ApiError('business', APP_CODES.BAD_CREDENTIALS, '用户名、密码或验证码错误'),
      new ApiError('business', APP_CODES.VALIDATION, '参数 page 不正确', { field: 'page' }),
      new ApiError('timeout', 0, 'timeout'),
    ];
    render(<Sample onSubmit={() => Promise.reject(failures.shift())} />);
    fillValid();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('用户名、密码或验证码错误');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('参数 page 不正确');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('请求超时，请稍后再试');
  });

  it('shows nothing for a cancelled call', async () => {
    render(<Sample onSubmit={() => Promise.reject(new ApiError('aborted', 0, ''))} />);
    fillValid();
    await submit();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

describe('showFailure', () => {
  it('throws on anything that is not a call failure: a bug is not a message for the form', () => {
    const setError = vi.fn();
    const form = { getValues: () => ({}), setError } as unknown as Parameters<typeof showFailure>[0];
    expect(() => showFailure(form, new TypeError('bug'))).toThrow('bug');
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('callBody', () => {
  const withBody = defineCall({
    id: 't.body',
    method: 'POST',
    path: '/t',
    permission: PUBLIC,
    tag: 't',
    summary: 't',
    body: schema,
    response: z.null(),
  });
  const withoutBody = defineCall({
    id: 't.none',
    method: 'GET',
    path: '/t',
    permission: PUBLIC,
    tag: 't',
    summary: 't',
    response: z.null(),
  });

  it('is the call’s own schema, and refuses a call that takes no body', () => {
    expect(callBody(withBody)).toBe(schema);
    expect(() => callBody(withoutBody)).toThrow('t.none takes no body');
  });
});
