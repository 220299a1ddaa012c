import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ResetNotice, ScopeCaption } from './filter-bar';

beforeEach(async () => setLanguage('zh'));
afterEach(cleanup);

const caption = (scope: 'all' | 'dept' | 'own') => {
  const { container, unmount } = render(<ScopeCaption scope={scope} />);
  const text = container.textContent;
  unmount();
  return text;
};

describe('ScopeCaption', () => {
  it('says which data the figures cover, in Chinese and English', async () => {
    expect([caption('own'), caption('dept'), caption('all')]).toEqual(['数据范围：我的客户', '数据范围：本部门数据', '数据范围：全部数据']);
    await setLanguage('en');
    expect([caption('own'), caption('dept'), caption('all')]).toEqual([
      'Data scope: my customers',
      'Data scope: my departments',
      'Data scope: all data',
    ]);
  });
});

describe('ResetNotice', () => {
  it('names the link’s filters that fell back to their defaults, and can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { unmount } = render(<ResetNotice fields={['groupBy', 'from']} onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toBe('链接中的筛选条件无效，已改用默认值：分组、开始日期知道了');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();
    await setLanguage('en');
    render(<ResetNotice fields={['groupBy', 'from']} onDismiss={onDismiss} />);
    expect(screen.getByRole('status').firstChild?.textContent).toBe(
      'Some filters in the link were not valid and were reset to their defaults: group by, start date',
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('shows nothing when every filter of the link was valid', () => {
    const { container } = render(<ResetNotice fields={[]} onDismiss={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
