import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KB_CATEGORIES } from '../../../shared/api/assistant-calls';
import type { Lang } from '../../../shared/messages';

/**
 * The knowledge base: markdown documents in docs/kb/{zh,en}/<id>.md with a front matter of plain
 * values (see docs/kb/README.md). Read once; the documents ship with the code.
 */
export interface KbDocument {
  id: string;
  lang: Lang;
  title: string;
  category: (typeof KB_CATEGORIES)[number];
  area: string;
  routes: string[];
  keywords: string[];
  /** Markdown, front matter removed. */
  body: string;
}

export const KB_DIR = fileURLToPath(new URL('../../../../docs/kb', import.meta.url));

const list = (value: string) =>
  value
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Parses one document; null when the front matter is missing or incomplete. */
export function parseKbDocument(text: string, lang: Lang): KbDocument | null {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line);
    if (kv?.[1]) meta[kv[1]] = kv[2] ?? '';
  }
  if (!meta.id || !meta.title || !meta.category || !meta.area) return null;
  return {
    id: meta.id,
    lang,
    title: meta.title.trim(),
    category: meta.category.trim() as KbDocument['category'],
    area: meta.area.trim(),
    routes: list(meta.routes ?? ''),
    keywords: list(meta.keywords ?? ''),
    body: match[2] ?? '',
  };
}

let cache: KbDocument[] | null = null;

/** Every document in both languages, sorted by id. */
export function loadKbDocuments(dir = KB_DIR): KbDocument[] {
  if (cache && dir === KB_DIR) return cache;
  const docs: KbDocument[] = [];
  for (const lang of ['zh', 'en'] as const) {
    for (const file of readdirSync(`${dir}/${lang}`)
      .filter((name) => name.endsWith('.md'))
      .sort()) {
      const doc = parseKbDocument(readFileSync(`${dir}/${lang}/${file}`, 'utf8'), lang);
      if (doc) docs.push(doc);
    }
  }
  if (dir === KB_DIR) cache = docs;
  return docs;
}

export function kbDocument(id: string, lang: Lang): KbDocument | undefined {
  return loadKbDocuments().find((doc) => doc.id === id && doc.lang === lang);
}

/** The body split at its level-2 headings: the part a question is about can be quoted alone. */
export function kbSections(doc: KbDocument): { heading: string; text: string }[] {
  const sections: { heading: string; text: string }[] = [];
  let current = { heading: '', text: '' };
  for (const line of doc.body.split('\n')) {
    if (/^# /.test(line)) continue;
    if (/^## /.test(line)) {
      if (current.text.trim()) sections.push(current);
      current = { heading: line.replace(/^## /, '').trim(), text: '' };
    } else {
      current.text += `${line}\n`;
    }
  }
  if (current.text.trim()) sections.push(current);
  return sections.map((section) => ({ heading: section.heading, text: section.text.trim() }));
}
