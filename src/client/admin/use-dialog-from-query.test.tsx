import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNew, useDialogFromQuery } from './use-dialog-from-query';

afterEach(cleanup);

function Page({ name, open }: { name: string; open: (value: string) => boolean }) {
  useDialogFromQuery(name, open);
  return <output>{useLocation().search}</output>;
}

describe('a dialog asked for in the address', () => {
  it('?new=1 opens the create dialog once and leaves the address without the flag, keeping the rest', () => {
    const create = vi.fn();
    const open = openNew(create);
    render(
      <MemoryRouter initialEntries={['/setModule/roles?new=1&tab=grants']}>
        <Page name="new" open={open} />
      </MemoryRouter>,
    );
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('?tab=grants');
  });

  it('waits while the opener is not done with the value (a row still loading), and keeps the flag meanwhile', () => {
    const open = vi.fn(() => false);
    render(
      <MemoryRouter initialEntries={['/setModule/authManage/user?reset=3']}>
        <Page name="reset" open={open} />
      </MemoryRouter>,
    );
    expect(open).toHaveBeenCalledWith('3');
    expect(screen.getByRole('status').textContent).toBe('?reset=3');
  });

  it('does nothing without its flag', () => {
    const create = vi.fn();
    render(
      <MemoryRouter initialEntries={['/setModule/roles']}>
        <Page name="new" open={openNew(create)} />
      </MemoryRouter>,
    );
    expect(create).not.toHaveBeenCalled();
  });
});
