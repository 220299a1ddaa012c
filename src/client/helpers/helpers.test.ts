import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { dateRangeWarning } from './date-range';
import { previewKind, previewWarning } from './file-preview';
import { gsm7Length, isGsm7 } from './gsm7';
import { formatNumber, sanitizeNumberInput } from './number-input';
import { randomString } from './random-string';
import { smsSegments } from './sms-segments';

describe('number input (shell.md §5)', () => {
  it('strips non-numeric characters and keeps one decimal point', () => {
    expect(sanitizeNumberInput('1a2b3')).toBe('123');
    expect(sanitizeNumberInput('1.2.3')).toBe('1.23');
    expect(sanitizeNumberInput('¥ 1,234.5')).toBe('1234.5');
    expect(sanitizeNumberInput('.5')).toBe('0.5');
    expect(sanitizeNumberInput('007')).toBe('7');
    expect(sanitizeNumberInput('-3', 4)).toBe('3');
    expect(sanitizeNumberInput('-3', 4, true)).toBe('-3');
  });

  it('cuts to 4 decimals by default, 6 when asked, never more than 6', () => {
    expect(sanitizeNumberInput('0.123456789')).toBe('0.1234');
    expect(sanitizeNumberInput('0.123456789', 6)).toBe('0.123456');
    expect(sanitizeNumberInput('0.123456789', 9)).toBe('0.123456');
    expect(sanitizeNumberInput('12.9', 0)).toBe('12');
  });

  it('formats with at most 6 decimals, grouped, without float drift', () => {
    expect(formatNumber('1234567.1234567890')).toBe('1,234,567.123457');
    expect(formatNumber('0.1000000')).toBe('0.1');
    expect(formatNumber(1234.5, 2)).toBe('1,234.5');
    expect(formatNumber('99999999999999999.9999999')).toBe('100,000,000,000,000,000');
    expect(formatNumber('-0.0000001')).toBe('0');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(null)).toBe('-');
  });
});

describe('date range (shell.md §5)', () => {
  it('warns to choose the missing end when only one is chosen', () => {
    expect(dateRangeWarning('2026-11-01', null)).toBe('helpers.dateRange.end');
    expect(dateRangeWarning('', '2026-11-30')).toBe('helpers.dateRange.start');
    expect(dateRangeWarning(null, undefined)).toBeNull();
    expect(dateRangeWarning(new Date(), new Date())).toBeNull();
    expect(i18n.t('helpers.dateRange.start', { lng: 'zh-CN' })).toBe('请选择开始日期');
  });
});

describe('GSM-7 and SMS segments (shell.md §5)', () => {
  it('accepts the GSM alphabet and counts the extension characters double', () => {
    expect(isGsm7('Hello @ £5 ¿ÑÜ')).toBe(true);
    expect(isGsm7('你好')).toBe(false);
    expect(isGsm7('emoji 😀')).toBe(false);
    for (const ch of ['^', '€', '{', '}', '[', ']', '~', '|', '\\']) expect(gsm7Length(ch), ch).toBe(2);
    expect(gsm7Length('a{b}')).toBe(6);
  });

  it('counts segments: 160/153 for GSM-7, 70/67 for UCS-2', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0 });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ length: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ length: 162, segments: 2 });
    expect(smsSegments('中'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments('中'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
  });

  it('never splits an extension character across two parts', () => {
    // 152 plain septets then "€": the euro would straddle the part boundary, so it moves on.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsSegments(text)).toMatchObject({ length: 306, segments: 3 });
  });
});

describe('random string (shell.md §5)', () => {
  it('is 8 letters and digits by default and differs between calls', () => {
    const value = randomString();
    expect(value).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomString(32)).toHaveLength(32);
    expect(new Set(Array.from({ length: 50 }, () => randomString())).size).toBe(50);
    expect(randomString(0)).toBe('');
    expect(() => randomString(-1)).toThrow(RangeError);
  });
});

describe('file preview (shell.md §5)', () => {
  it('previews images and documents only, and warns otherwise', () => {
    expect(previewKind('photo.JPG')).toBe('image');
    expect(previewKind('/files/a.png?x=1')).toBe('image');
    expect(previewKind('contract.pdf')).toBe('document');
    expect(previewKind('sheet.xlsx')).toBe('document');
    expect(previewKind('video.mp4')).toBeNull();
    expect(previewKind('README')).toBeNull();
    expect(previewWarning('archive.zip')).toBe('helpers.previewUnsupported');
    expect(previewWarning('a.docx')).toBeNull();
    expect(i18n.t('helpers.previewUnsupported', { lng: 'zh-CN' })).toBe('暂不支持此种文件格式的文件预览');
  });
});
