import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

  it('moves focus into a dialog that opened on its own only once the browser has laid it out', () => {
    const reports: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          reports.push(() => this.report());
        }
        disconnect() {}
      },
    );
    render(
      <Dialog open onOpenChange={() => {}} title="新版本" openedOnItsOwn>
        <button type="button">我知道了</button>
      </Dialog>,
    );
    // Not in the opening render: finding the first field there would lay out the whole page.
    expect(document.activeElement).toBe(document.body);
    act(() => reports.forEach((report) => report()));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '我知道了' }));
  });

  it('focuses the first field at once when opened by the person', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="新建">
        <button type="button">保存</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存' }));
  });
});
