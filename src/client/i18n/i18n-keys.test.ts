/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../shared/messages';
import { en } from './en';
import { zhCN } from './zh-CN';

// Both languages must have the same keys, no empty text, and every literal key used in the
// client or the commands must exist. (The types catch most of it; this also covers files that
// bypass the typed t, e.g. `i18nKey="…"` props or keys built for other helpers.)

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const zhKeys = flatten(zhCN as Tree);
const enKeys = flatten(en as Tree);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCAN_DIRS = ['src/client', 'commands'];
const THIS_FILE = fileURLToPath(import.meta.url);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && full !== THIS_FILE ? [full] : [];
  });
}

/** t('a.b'), i18n.t("a.b"), t(`a.b`) without interpolation, and i18nKey="a.b". */
const USES = [/\bt\(\s*(['"`])([^'"`$\n]+?)\1/g, /\bi18nKey=\{?\s*(['"`])([^'"`$\n]+?)\1/g];

function usedKeys(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const dir of SCAN_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of USES) {
        for (const match of text.matchAll(pattern)) found.push({ key: match[2] ?? '', file: path.relative(root, file) });
      }
    }
  }
  return found;
}

/** i18next plural forms count as the base key. */
const exists = (key: string) => zhKeys.has(key) || zhKeys.has(`${key}_one`) || zhKeys.has(`${key}_other`);

describe('i18n key trees', () => {
  it('have the same keys in Chinese and English', () => {
    const onlyZh = [...zhKeys.keys()].filter((key) => !enKeys.has(key));
    const onlyEn = [...enKeys.keys()].filter((key) => !zhKeys.has(key));
    expect({ onlyZh, onlyEn }).toEqual({ onlyZh: [], onlyEn: [] });
  });

  it('have no empty strings', () => {
    const empty = [
      ...[...zhKeys].filter(([, value]) => value.trim() === '').map(([key]) => `zh-CN ${key}`),
      ...[...enKeys].filter(([, value]) => value.trim() === '').map(([key]) => `en ${key}`),
    ];
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const different = [...zhKeys].filter(([key, zh]) => placeholders(zh).join() !== placeholders(enKeys.get(key) ?? '').join());
    expect(different.map(([key]) => key)).toEqual([]);
  });

  it('contain every literal key the source uses', () => {
    const uses = usedKeys();
    expect(uses.length).toBeGreaterThan(20); // the scan really finds the calls
    const missing = uses.filter((use) => !exists(use.key)).map((use) => `${use.file}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts verbatim', () => {
    // The sign-in form shows its schema's messages, which are the server's.
    expect([
      SERVER_MESSAGES['auth.usernameFormat'].zh,
      SERVER_MESSAGES['auth.passwordFormat'].zh,
      SERVER_MESSAGES['auth.codeFormat'].zh,
    ]).toEqual(['用户名格式不正确', '密码格式不正确', '验证码格式不正确']);
    expect(zhCN.errors.forbidden).toBe('暂无权限，请联系管理员');
    expect(zhCN.errors.notFound).toBe('页面不存在，请联系管理员');
    expect(zhCN.failure.timeout).toBe('请求超时，请稍后再试');
    expect(zhCN.failure.cannotExecute).toBe('无法执行');
    expect(en.failure.cannotExecute).toBe('Cannot execute');
  });
});
