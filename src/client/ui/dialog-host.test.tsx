import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../routes/navigation';
import { DialogHost } from './dialog-host';
import { openDialog, useDialogStore } from './dialog-store';

afterEach(() => {
  cleanup();
  useDialogStore.setState({ queue: [] });
  setNavigator(null);
});

describe('DialogHost', () => {
  it('shows queued dialogs one at a time; an action navigates, dismiss only closes', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<DialogHost />);
    act(() => {
      openDialog({ tone: 'warning', title: '无法执行', description: '余额不足', actions: [], dismissLabel: '知道了' });
      openDialog({
        tone: 'info',
        title: '领取提示',
        description: '请先领取',
        actions: [{ label: '去申请领取', to: '/general/process/sea-pick-cust-lead/apply?customerCode=C9' }],
        dismissLabel: '知道了',
      });
    });
    // The dialog's code arrives with the first dialog.
    const first = await screen.findByRole('alertdialog', { name: '无法执行' });
    expect(first.textContent).toContain('余额不足');
    expect(screen.queryByRole('button', { name: '去申请领取' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: '领取提示' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '去申请领取' }));
    expect(navigate).toHaveBeenCalledWith('/general/process/sea-pick-cust-lead/apply?customerCode=C9', {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
