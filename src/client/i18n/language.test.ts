import { describe, expect, it } from 'vitest';
import { MemoryStorage, STORAGE_KEYS } from '../api/token-store';
import { isChineseVariant, resolveLanguage, storeLanguage } from './language';

describe('language resolution (shell.md §3, §5)', () => {
  it('lets the stored choice win', () => {
    expect(resolveLanguage('en', 'zh-CN')).toBe('en');
    expect(resolveLanguage('cn', 'en-US')).toBe('zh');
  });

  it('falls back to Chinese for any Chinese browser, English otherwise', () => {
    for (const lang of ['zh', 'zh-CN', 'zh-TW', 'zh-Hans-CN', 'ZH_hk']) expect(resolveLanguage(null, lang), lang).toBe('zh');
    for (const lang of ['en-US', 'de', 'ja', '', undefined]) expect(resolveLanguage(null, lang), String(lang)).toBe('en');
    expect(isChineseVariant('zha')).toBe(false);
  });

  it('ignores an unknown stored value', () => {
    expect(resolveLanguage('zh-CN', 'en-GB')).toBe('en');
  });

  it('stores cn / en under the locale key', () => {
    const storage = new MemoryStorage();
    storeLanguage(storage, 'zh');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe('cn');
    storeLanguage(storage, 'en');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe('en');
  });
});
