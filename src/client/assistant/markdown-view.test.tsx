import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { useShellActions } from '../shell';
import type { ShellActions } from '../../../commands/types';
import { MarkdownView } from './markdown-view';

beforeAll(() => setLanguage('zh'));
afterEach(() => {
  cleanup();
  useShellActions.setState({ actions: null });
});

describe('answers as markdown', () => {
  it('opens portal links as a tab in place and other links in a new browser tab', () => {
    const openTab = vi.fn();
    useShellActions.setState({ actions: { openTab } as unknown as ShellActions });
    render(
      <MemoryRouter>
        <MarkdownView
          text={
            '[在「月度业绩」中查看 →](/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms) and [docs](https://example.com/x)'
          }
        />
      </MemoryRouter>,
    );
    const portal = screen.getByRole('link', { name: '在「月度业绩」中查看 →' });
    fireEvent.click(portal);
    expect(openTab).toHaveBeenCalledWith('/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms');
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('renders tables and strips anything unsafe', () => {
    const { container } = render(
      <MemoryRouter>
        <MarkdownView
          text={
            '| 指标 | 数值 |\n|---|---:|\n| 收入 | $1.00 |\n\n<script>alert(1)</script><img src=x onerror=alert(1)>[x](javascript:alert(1))'
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('puts a wide table in its own sideways-scrolling region, reachable by keyboard', () => {
    render(
      <MemoryRouter>
        <MarkdownView
          text={
            '| 国家 | 收入 | 成本 | 利润 | 利润率 |\n|---|---:|---:|---:|---:|\n| 印度尼西亚 | 1,234,567.89 | 1,000,000.00 | 234,567.89 | 19.00% |'
          }
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: '表格（可左右滚动）' });
    expect(region.tabIndex).toBe(0);
    expect(region.className.split(' ')).toContain('overflow-x-auto');
    expect(region.querySelector('table')?.querySelectorAll('th')).toHaveLength(5);
  });

  it('shows a table still being streamed as a table of its whole rows, never as raw pipes', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <MarkdownView text={'今年：\n\n| 月 | 业务量'} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('今年：');
    rerender(
      <MemoryRouter>
        <MarkdownView text={'今年：\n\n| 月 | 业务量 |\n|---|---:|\n| 2026-01 | 3,941,985 |\n| 2026-02 | 3,6'} />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['2026-013,941,985']);
    expect(container.textContent).not.toContain('|');
  });
});
