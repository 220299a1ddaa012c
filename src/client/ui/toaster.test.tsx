import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, toast } from './toast';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('toasts', () => {
  it('shows a toast raised before sonner has loaded, and clears it', async () => {
    render(<Toaster />);
    act(() => toast.success('验证码已发送'));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    act(() => clearToasts());
    await expect.poll(() => screen.queryByText('验证码已发送')).toBeNull();
  });
});
