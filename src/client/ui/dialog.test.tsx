import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('keeps the title clear of the close button at the top right', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="欢迎使用 Switchboard 新版工作台">
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '欢迎使用 Switchboard 新版工作台' });
    const title = screen.getByRole('heading', { name: '欢迎使用 Switchboard 新版工作台' });
    // The × sits at right-3 (12 px) and is 26 px wide; the content pads 24 px, the title 32 px more.
    expect(title.className.split(' ')).toContain('pr-8');
    expect(dialog.querySelector('button.absolute.top-3.right-3')).toBeTruthy();
  });
});
