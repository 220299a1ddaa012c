#!/usr/bin/env node
/**
 * Checks the knowledge base in docs/kb (plain Node, no dependencies):
 *
 *   node docs/kb/check-kb.mjs
 *
 * - every zh document has an en twin with the same id, category, area and routes (and vice versa);
 * - the front matter is complete and well formed (values are plain YAML scalars, so any YAML
 *   parser reads them the same), the id equals the file name, ids are unique;
 * - every `routes` entry and every markdown link to a portal path exists in the route table
 *   (parsed from `path: '…'` and `from: '…'` in src/shared/routes/**\/*.ts, tests excluded);
 * - the text of a link to a portal page is that page's exact title in the document's language;
 * - no links or bare addresses outside the portal;
 * - the level-1 heading repeats the title; cross-references (《…》 in Chinese, the quoted items of
 *   "See also:" lines and "Related articles" lists in English) are exact titles of documents;
 * - the body length is within range, and the two languages are of comparable length.
 *
 * Body length: English counts words. Chinese has no spaces, so its word count is estimated as
 * (CJK characters / 1.6) + Latin words, 1.6 being a usual average length of a Chinese word;
 * both must lie in 250–700.
 *
 * Exits 1 and lists every problem when something is wrong.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB_DIR = dirname(fileURLToPath(import.meta.url));
const REPO = join(KB_DIR, '..', '..');
const ROUTES_DIR = join(REPO, 'src', 'shared', 'routes');

export const LANGS = ['zh', 'en'];
export const CATEGORIES = ['intro', 'guide-purchase', 'guide-sales', 'guide-finance', 'guide-portal', 'fault'];
export const AREAS = ['SYS', 'BQ', 'CRM', 'RPT', 'FC', 'OC', 'SRM', 'MC', 'QM', 'CSC', 'GER', 'TJ', 'HRM', 'PORTAL'];
export const REQUIRED_KEYS = ['id', 'title', 'category', 'area', 'routes', 'keywords'];
export const MIN_WORDS = 250;
export const MAX_WORDS = 700;
export const CJK_CHARS_PER_WORD = 1.6;
/** en words / zh words: a faithful translation stays within this band. */
export const RATIO_MIN = 0.6;
export const RATIO_MAX = 1.6;
/** Minimum number of documents per category (the brief). */
export const MIN_PER_CATEGORY = {
  intro: 13,
  'guide-portal': 1,
  'guide-purchase': 4,
  'guide-sales': 5,
  'guide-finance': 5,
  fault: 8,
};
const INTRO_AREAS = ['SYS', 'BQ', 'CRM', 'RPT', 'FC', 'OC', 'SRM', 'MC', 'QM', 'CSC', 'GER', 'TJ', 'HRM'];

// ---------------------------------------------------------------------------------------------
// Route table

function listTs(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listTs(full));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** Map path → { zh, en } title (null for redirect sources, which have no title of their own). */
export function loadRouteTable(dir = ROUTES_DIR) {
  const routes = new Map();
  for (const file of listTs(dir)) {
    const src = readFileSync(file, 'utf8');
    // Each route object: path first, then (after optional parent, etc.) its title.
    const withTitle = /path:\s*'([^']+)'[\s\S]*?title:\s*\{\s*zh:\s*'([^']*)',\s*en:\s*'([^']*)'/g;
    for (const m of src.matchAll(withTitle)) routes.set(m[1], { zh: m[2], en: m[3] });
    for (const m of src.matchAll(/path:\s*'([^']+)'/g)) if (!routes.has(m[1])) routes.set(m[1], null);
    for (const m of src.matchAll(/from:\s*'([^']+)'/g)) if (!routes.has(m[1])) routes.set(m[1], null);
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Documents

function parseList(raw) {
  const s = raw.trim();
  if (!s.startsWith('[') || !s.endsWith(']')) return null;
  const inner = s.slice(1, -1).trim();
  if (inner === '') return [];
  return inner.split(',').map((x) => x.trim()).filter((x) => x !== '');
}

/** Parses the front matter block; returns { meta, body, errors }. */
export function parseDoc(text) {
  const errors = [];
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!m) return { meta: {}, body: text, errors: ['missing or malformed front matter block'] };
  const meta = {};
  for (const line of m[1].split('\n')) {
    if (line.trim() === '') continue;
    const kv = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!kv) {
      errors.push(`front matter line not understood: "${line}"`);
      continue;
    }
    const [, key, value] = kv;
    if (key in meta) errors.push(`front matter key repeated: ${key}`);
    if (key === 'routes' || key === 'keywords') {
      const list = parseList(value);
      if (list === null) errors.push(`${key} must be an inline list [a, b]`);
      meta[key] = list ?? [];
    } else {
      meta[key] = value.trim();
    }
  }
  // Keep every value a plain YAML scalar, so a YAML parser reads the same as this one.
  for (const [key, value] of Object.entries(meta)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(item) || /: |\s#|:$/.test(item) || (Array.isArray(value) && /[[\]{},]/.test(item))
        || /^([+-]?\d+(\.\d+)?|true|false|yes|no|on|off|null|~)$/i.test(item)) {
        errors.push(`${key} value "${item}" is not a plain YAML scalar (quote-free, not a number or boolean, no ": ", " #" or leading indicator)`);
      }
    }
  }
  for (const key of REQUIRED_KEYS) if (!(key in meta)) errors.push(`front matter lacks ${key}`);
  for (const key of Object.keys(meta)) if (!REQUIRED_KEYS.includes(key)) errors.push(`unknown front matter key ${key}`);
  return { meta, body: m[2], errors };
}

/** Visible text of a markdown body (link targets, markup and code fences removed). */
export function visibleText(body) {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>|`~-]+/g, ' ');
}

export function countWords(body, lang) {
  const text = visibleText(body);
  const latin = (text.match(/[A-Za-z0-9]+(?:['’.\-/][A-Za-z0-9]+)*/g) ?? []).length;
  if (lang === 'en') return latin;
  const cjk = (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
  return Math.round(cjk / CJK_CHARS_PER_WORD) + latin;
}

/**
 * Titles a body refers to: in Chinese every 《…》; in English the quoted items of "See also:"
 * lines and of the list under a "Related articles" heading.
 */
export function references(body, lang) {
  if (lang === 'zh') return [...body.matchAll(/《([^》]+)》/g)].map((m) => m[1]);
  const refs = [];
  let inRelated = false;
  for (const line of body.split('\n')) {
    if (/^#{1,6} /.test(line)) inRelated = /^#{1,6} Related articles\s*$/.test(line);
    if (inRelated || /^See also:/.test(line)) for (const m of line.matchAll(/"([^"]+)"/g)) refs.push(m[1]);
  }
  return refs;
}

const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

// ---------------------------------------------------------------------------------------------
// Check

export function checkKb(kbDir = KB_DIR, routes = loadRouteTable()) {
  const problems = [];
  const docs = { zh: new Map(), en: new Map() };
  const where = (lang, file) => relative(REPO, join(kbDir, lang, file));

  for (const lang of LANGS) {
    const dir = join(kbDir, lang);
    if (!existsSync(dir)) {
      problems.push(`missing folder ${relative(REPO, dir)}`);
      continue;
    }
    for (const file of readdirSync(dir).sort()) {
      const at = where(lang, file);
      if (!file.endsWith('.md')) {
        problems.push(`${at}: not a markdown file`);
        continue;
      }
      const { meta, body, errors } = parseDoc(readFileSync(join(dir, file), 'utf8'));
      for (const e of errors) problems.push(`${at}: ${e}`);
      const id = meta.id ?? '';
      if (id !== basename(file, '.md')) problems.push(`${at}: id "${id}" differs from the file name`);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) problems.push(`${at}: id "${id}" is not lower-kebab-case`);
      if (docs[lang].has(id)) problems.push(`${at}: duplicate id ${id}`);
      if (!meta.title) problems.push(`${at}: empty title`);
      if (meta.category && !CATEGORIES.includes(meta.category)) problems.push(`${at}: unknown category ${meta.category}`);
      if (meta.area && !AREAS.includes(meta.area)) problems.push(`${at}: unknown area ${meta.area}`);
      if ((meta.keywords ?? []).length === 0) problems.push(`${at}: no keywords`);
      for (const r of meta.routes ?? []) if (!routes.has(r)) problems.push(`${at}: route ${r} is not in the route table`);
      if (new Set(meta.routes ?? []).size !== (meta.routes ?? []).length) problems.push(`${at}: routes repeat`);

      // Body: the first heading is the title; links; length.
      const h1 = /^# (.*)$/m.exec(body);
      if (!h1) problems.push(`${at}: body has no level-1 heading`);
      else if (meta.title && h1[1].trim() !== meta.title) problems.push(`${at}: level-1 heading differs from the title`);
      for (const link of body.matchAll(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g)) {
        const [, text, target] = link;
        if (!target.startsWith('/')) {
          problems.push(`${at}: link to "${target}" is not a portal path`);
          continue;
        }
        const path = target.replace(/[?#].*$/, '');
        if (!routes.has(path)) {
          problems.push(`${at}: link to ${path} is not in the route table`);
          continue;
        }
        const title = routes.get(path);
        if (title && text !== title[lang]) {
          problems.push(`${at}: link text "${text}" for ${path} should be the page title "${title[lang]}"`);
        }
      }
      if (/https?:\/\/|www\./i.test(body)) problems.push(`${at}: address outside the portal`);
      const words = countWords(body, lang);
      if (words < MIN_WORDS || words > MAX_WORDS) {
        problems.push(`${at}: body has ${words} words, outside ${MIN_WORDS}–${MAX_WORDS}`);
      }
      docs[lang].set(id, { meta, words, at, references: references(body, lang) });
    }
  }

  // Cross-references name other documents by their exact title in the same language.
  for (const lang of LANGS) {
    const titles = new Set([...docs[lang].values()].map((d) => d.meta.title));
    for (const doc of docs[lang].values()) {
      for (const ref of doc.references) {
        if (!titles.has(ref)) problems.push(`${doc.at}: reference to "${ref}" is not the title of a ${lang} document`);
      }
    }
  }

  // Twins.
  for (const [id, zh] of docs.zh) {
    const en = docs.en.get(id);
    if (!en) {
      problems.push(`${zh.at}: no English twin`);
      continue;
    }
    for (const key of ['category', 'area']) {
      if (zh.meta[key] !== en.meta[key]) problems.push(`${id}: ${key} differs (zh ${zh.meta[key]}, en ${en.meta[key]})`);
    }
    if (!sameList(zh.meta.routes ?? [], en.meta.routes ?? [])) problems.push(`${id}: routes differ between zh and en`);
    const ratio = en.words / Math.max(1, zh.words);
    if (ratio < RATIO_MIN || ratio > RATIO_MAX) {
      problems.push(`${id}: en has ${en.words} words for zh's ${zh.words} (ratio ${ratio.toFixed(2)}), not a faithful twin`);
    }
  }
  for (const [id, en] of docs.en) if (!docs.zh.has(id)) problems.push(`${en.at}: no Chinese twin`);

  // Coverage of the brief.
  const byCategory = {};
  for (const { meta } of docs.zh.values()) byCategory[meta.category] = (byCategory[meta.category] ?? 0) + 1;
  for (const [category, min] of Object.entries(MIN_PER_CATEGORY)) {
    if ((byCategory[category] ?? 0) < min) problems.push(`category ${category}: ${byCategory[category] ?? 0} documents, at least ${min} expected`);
  }
  for (const area of INTRO_AREAS) {
    const id = `intro-${area.toLowerCase()}`;
    const doc = docs.zh.get(id);
    if (!doc) problems.push(`missing introduction ${id}`);
    else if (doc.meta.category !== 'intro' || doc.meta.area !== area) problems.push(`${id}: must be category intro, area ${area}`);
  }

  return { problems, docs, byCategory };
}

// ---------------------------------------------------------------------------------------------

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const routes = loadRouteTable();
  const { problems, docs, byCategory } = checkKb(KB_DIR, routes);
  if (problems.length > 0) {
    console.error(`knowledge base: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  const counts = Object.entries(byCategory).map(([c, n]) => `${c} ${n}`).join(', ');
  console.log(`knowledge base OK: ${docs.zh.size} documents in zh and en (${counts}); ${routes.size} routes known`);
}
