import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ScopeCaption } from './filter-bar';

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
