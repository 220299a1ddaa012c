/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { APP_NAMES, EXTERNAL_MENU_KEYS } from './types';
import type { DetailRouteDef, RouteDef, SectionDef, Title } from './types';
import { EXTERNAL_MENUS } from './external-menus';
import { SHELL_ROUTES } from './shell-routes';
import { SPEC_PATH_EXPANSIONS } from '../../../tests/fixtures/spec-paths';
import { bqSection } from './sections/bq';
import { crmSection } from './sections/crm';
import { cscSection } from './sections/csc';
import { fcSection } from './sections/fc';
import { gerSection } from './sections/ger';
import { hrmSection } from './sections/hrm';
import { mcSection } from './sections/mc';
import { ocSection } from './sections/oc';
import { qmSection } from './sections/qm';
import { rptSection } from './sections/rpt';
import { srmSection } from './sections/srm';
import { sysSection } from './sections/sys';
import { tjSection } from './sections/tj';

// Acceptance point: every path written in the two spec documents is in the route table.

const SECTIONS: SectionDef[] = [
  sysSection,
  bqSection,
  crmSection,
  rptSection,
  fcSection,
  ocSection,
  srmSection,
  mcSection,
  qmSection,
  cscSection,
  gerSection,
  tjSection,
  hrmSection,
];

/** Area, prefix and owning application of each section (sections.md §1, the brief). */
const EXPECTED_SECTIONS: [string, string, string][] = [
  ['SYS', '/setModule', 'sys'],
  ['BQ', '/businessInquiry', 'bq'],
  ['CRM', '/crm', 'crm'],
  ['RPT', '/reportAnalysis', 'rpt'],
  ['FC', '/financial', 'fc'],
  ['OC', '/businessOperations', 'oc'],
  ['SRM', '/srm', 'srm'],
  ['MC', '/message', 'mc'],
  ['QM', '/offerManage', 'qm'],
  ['CSC', '/csc', 'csc'],
  ['GER', '/general', 'ger'],
  ['TJ', '/heavenlyWarning', 'tj'],
  ['HRM', '/hrm', 'hrm'],
];

const SECTION_PREFIXES = EXPECTED_SECTIONS.map(([, prefix]) => prefix);

const readSpec = (name: string): string => readFileSync(new URL(`../../../docs/spec/${name}`, import.meta.url), 'utf8');

const SPEC_FILES = ['sections.md', 'shell.md'] as const;
const SPEC_TEXT: Record<(typeof SPEC_FILES)[number], string> = {
  'sections.md': readSpec('sections.md'),
  'shell.md': readSpec('shell.md'),
};
const ALL_SPEC_LINES = SPEC_FILES.flatMap((f) => SPEC_TEXT[f].split('\n').map((text, i) => ({ file: f, no: i + 1, text })));

// ---------------------------------------------------------------------------------------------
// The table

const menuPages = (s: SectionDef): RouteDef[] => s.groups.flatMap((g) => g.pages);
const MENU = SECTIONS.flatMap(menuPages);
const DETAILS: DetailRouteDef[] = SECTIONS.flatMap((s) => s.details);
const REDIRECTS = SECTIONS.flatMap((s) => s.redirects ?? []);

const MENU_PATHS = new Set(MENU.map((r) => r.path));
const TABLE_PATHS = new Set<string>([
  ...MENU_PATHS,
  ...DETAILS.map((r) => r.path),
  ...SHELL_ROUTES.map((r) => r.path),
  ...REDIRECTS.map((r) => r.from),
]);

// ---------------------------------------------------------------------------------------------
// Path tokens of the spec

const TOKEN_ROOTS = [
  'setModule',
  'businessInquiry',
  'crm',
  'reportAnalysis',
  'financial',
  'businessOperations',
  'srm',
  'message',
  'offerManage',
  'csc',
  'general',
  'heavenlyWarning',
  'hrm',
  'home',
  'login',
  'authorize',
  'refresh',
  'ddNotice',
];
const TOKEN = new RegExp(`(?<![A-Za-z0-9_./-])/(${TOKEN_ROOTS.join('|')})(/[A-Za-z0-9_\\-/]*)?`, 'g');

interface Token {
  file: string;
  line: number;
  lineText: string;
  path: string;
  /** Written as `/prefix/` followed by a list of sub-paths, e.g. "/offerManage/ send pages". */
  prefixForm: boolean;
}

function specTokens(): Token[] {
  const out: Token[] = [];
  for (const { file, no, text } of ALL_SPEC_LINES) {
    for (const m of text.matchAll(TOKEN)) {
      const raw = m[0];
      const after = text.slice((m.index ?? 0) + raw.length);
      if (after.startsWith('...')) continue; // "/setModule/..." — prefix-only mention
      if (after.startsWith(':page*')) continue; // catch-all of a section
      const prefixForm = raw.endsWith('/');
      const path = raw.replace(/\/+$/, '');
      // "/offerManage prefix may be visited…" — the bare prefix, not a page.
      if (!prefixForm && SECTION_PREFIXES.includes(path)) continue;
      out.push({ file, line: no, lineText: text, path, prefixForm });
    }
  }
  return out;
}

/** Lines of sections.md §2 under the 13 section headings that list pages. */
function sectionSpecLines(): { no: number; text: string }[] {
  const lines = SPEC_TEXT['sections.md'].split('\n');
  const out: { no: number; text: string }[] = [];
  let inScreens = false;
  let inSection = false;
  lines.forEach((text, i) => {
    if (text.startsWith('## ')) {
      inScreens = text.startsWith('## 2.');
      inSection = false;
      return;
    }
    if (!inScreens) return;
    if (text.startsWith('### ')) {
      // Section headings end with "area XXX)"; "Shell-level screens used by…" is not one.
      inSection = /, area [A-Z]+\)\s*$/.test(text);
      return;
    }
    if (!inSection || text.trim() === '') return;
    if (/^- catch-all \//.test(text)) return; // prose: the implied catch-all route
    out.push({ no: i + 1, text });
  });
  return out;
}

const hasCjk = (s: string): boolean => /[\u3400-\u9fff]/.test(s);

function titleProblems(where: string, t: Title | undefined, label: string, cjk: boolean): string[] {
  if (!t) return [`${where}: no ${label}`];
  const out: string[] = [];
  if (!t.zh?.trim()) out.push(`${where}: empty zh ${label}`);
  if (!t.en?.trim()) out.push(`${where}: empty en ${label}`);
  if (cjk && !hasCjk(t.zh)) out.push(`${where}: zh ${label} has no Chinese character`);
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('spec coverage of the route table', () => {
  it('has the section lines of sections.md §2 and the path tokens to check', () => {
    expect(sectionSpecLines().length).toBeGreaterThan(100);
    expect(specTokens().length).toBeGreaterThan(50);
  });

  it('has every explicit path of both spec documents in the table', () => {
    const missing: string[] = [];
    for (const t of specTokens()) {
      const where = `${t.file}:${t.line} ${t.path}`;
      if (t.prefixForm) {
        // "/offerManage/ send pages …", "/general/process/: …": the list is written out by an
        // expansion whose source is on the same line; the folder must hold table routes.
        const routes = [...TABLE_PATHS].filter((p) => p.startsWith(`${t.path}/`));
        if (routes.length === 0) missing.push(`${where}/ (no route under this folder)`);
        if (!SPEC_PATH_EXPANSIONS.some((e) => t.lineText.includes(e.source))) {
          missing.push(`${where}/ (line has no expansion)`);
        }
      } else if (!TABLE_PATHS.has(t.path)) {
        missing.push(where);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has an expansion for every page-listing line of sections.md §2', () => {
    const uncovered = sectionSpecLines()
      .filter(({ text }) => !SPEC_PATH_EXPANSIONS.some((e) => text.includes(e.source)))
      .map(({ no, text }) => `sections.md:${no} ${text}`);
    expect(uncovered).toEqual([]);
  });

  it('takes every expansion source verbatim from exactly one spec line', () => {
    const problems: string[] = [];
    for (const e of SPEC_PATH_EXPANSIONS) {
      const hits = ALL_SPEC_LINES.filter((l) => l.text.includes(e.source));
      if (hits.length !== 1) problems.push(`${e.source}: found on ${hits.length} lines`);
      const whole = hits.length === 1 && hits[0]?.text.trim() === e.source;
      if (e.source.length < 15 && !whole) problems.push(`${e.source}: shorter than 15`);
      if (e.paths.length === 0) problems.push(`${e.source}: no paths`);
    }
    const sources = SPEC_PATH_EXPANSIONS.map((e) => e.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(problems).toEqual([]);
  });

  it('has every path of every expansion in the table', () => {
    const missing = SPEC_PATH_EXPANSIONS.flatMap((e) => e.paths.filter((p) => !TABLE_PATHS.has(p)).map((p) => `${p} (from "${e.source}")`));
    expect(missing).toEqual([]);
  });

  it('has no section page that the spec does not name', () => {
    const named = new Set(SPEC_PATH_EXPANSIONS.flatMap((e) => e.paths));
    const extra = [...MENU, ...DETAILS].map((r) => r.path).filter((p) => !named.has(p));
    expect(extra).toEqual([]);
  });
});

describe('route table sanity', () => {
  it('declares the 13 sections with their area, prefix and application', () => {
    expect(SECTIONS.map((s) => [s.area, s.prefix, s.iframeName])).toEqual(EXPECTED_SECTIONS);
    expect(SECTIONS.filter((s) => s.publicPrefix).map((s) => s.prefix)).toEqual(['/offerManage']);
  });

  it('has unique paths across sections, shell routes and redirects', () => {
    const all = [
      ...MENU.map((r) => r.path),
      ...DETAILS.map((r) => r.path),
      ...SHELL_ROUTES.map((r) => r.path),
      ...REDIRECTS.map((r) => r.from),
    ];
    const dupes = all.filter((p, i) => all.indexOf(p) !== i);
    expect(dupes).toEqual([]);
  });

  it('keeps every path under its section prefix, without a trailing slash', () => {
    const wrong: string[] = [];
    for (const s of SECTIONS) {
      const paths = [
        ...menuPages(s).map((r) => r.path),
        ...s.details.map((r) => r.path),
        ...(s.redirects ?? []).flatMap((r) => [r.from, r.to]),
      ];
      for (const p of paths) {
        if (!p.startsWith(`${s.prefix}/`) || p.endsWith('/') || p.includes('//')) {
          wrong.push(`${s.area} ${p}`);
        }
      }
    }
    for (const r of SHELL_ROUTES) {
      const underSection = SECTION_PREFIXES.some((pre) => r.path.startsWith(`${pre}/`));
      if (underSection) wrong.push(`shell ${r.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('highlights a menu page of the same section for every detail page', () => {
    const wrong: string[] = [];
    for (const s of SECTIONS) {
      const own = new Set(menuPages(s).map((r) => r.path));
      for (const d of s.details) {
        if (!own.has(d.parent)) wrong.push(`${d.path} → ${d.parent}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('redirects only to menu pages', () => {
    expect(REDIRECTS.filter((r) => !MENU_PATHS.has(r.to))).toEqual([]);
    expect(REDIRECTS).toContainEqual({ from: '/message/email', to: '/message/email/inbox' });
  });

  it('has zh and en titles and descriptions, with Chinese in every zh title', () => {
    const problems: string[] = [];
    for (const s of SECTIONS) {
      problems.push(...titleProblems(s.area, s.title, 'title', true));
      problems.push(...titleProblems(s.area, s.description, 'description', false));
      for (const g of s.groups) {
        problems.push(...titleProblems(`${s.area} ${g.key}`, g.title, 'title', true));
      }
      for (const r of menuPages(s)) {
        problems.push(...titleProblems(r.path, r.title, 'title', true));
        problems.push(...titleProblems(r.path, r.description, 'description', false));
      }
      for (const r of s.details) {
        problems.push(...titleProblems(r.path, r.title, 'title', true));
        if (r.description) {
          problems.push(...titleProblems(r.path, r.description, 'description', false));
        }
      }
    }
    for (const r of SHELL_ROUTES) {
      problems.push(...titleProblems(r.path, r.title, 'title', true));
      if (r.description) {
        problems.push(...titleProblems(r.path, r.description, 'description', false));
      }
    }
    expect(problems).toEqual([]);
  });

  it('has unique titles within each section, so a search can tell pages apart', () => {
    const dupes: string[] = [];
    for (const s of SECTIONS) {
      const routes = [...menuPages(s), ...s.details];
      for (const lang of ['zh', 'en'] as const) {
        const titles = routes.map((r) => r.title[lang]);
        titles.forEach((t, i) => {
          if (titles.indexOf(t) !== i) dupes.push(`${s.area} ${lang}: ${t}`);
        });
      }
    }
    expect(dupes).toEqual([]);
  });

  it('has unique lower-kebab-case group keys within each section', () => {
    for (const s of SECTIONS) {
      const keys = s.groups.map((g) => g.key);
      expect(new Set(keys).size, s.area).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const g of s.groups) expect(g.pages.length, `${s.area} ${g.key}`).toBeGreaterThan(0);
    }
  });

  it('uses known application names and gives the VoIP toolbox pages to tbx', () => {
    const all = [...MENU, ...DETAILS, ...SHELL_ROUTES];
    for (const r of all) {
      if (r.iframeName) expect(APP_NAMES).toContain(r.iframeName);
    }
    const toolbox = all.filter((r) => r.path.startsWith('/businessOperations/voIp/voipIframe/'));
    expect(toolbox.length).toBeGreaterThan(0);
    expect(toolbox.filter((r) => r.iframeName !== 'tbx')).toEqual([]);
  });

  it('carries the named routes and flags of the spec', () => {
    const named = [...MENU, ...DETAILS, ...SHELL_ROUTES].filter((r) => r.name);
    const names = named.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const byName = Object.fromEntries(named.map((r) => [r.name, r.path]));
    expect(byName).toMatchObject({
      GeneralDownload: '/general/download',
      MessageEmailInbox: '/message/email/inbox',
      MessageEmailSpam: '/message/email/spam',
    });
    expect(MENU.find((r) => r.path === '/crm/open-sea')?.onlyOneBookmark).toBe(true);
    // The three OC navigation groups, each led by its landing page.
    expect(ocSection.groups.map((g) => g.key)).toEqual(['public', 'sms', 'voice']);
    expect(ocSection.groups.map((g) => g.pages[0]?.path)).toEqual([
      '/businessOperations/public',
      '/businessOperations/sms',
      '/businessOperations/voice',
    ]);
  });

  it('declares the shell routes of shell.md §2', () => {
    expect(SHELL_ROUTES.map((r) => r.path).sort()).toEqual(['/403', '/404', '/authorize', '/ddNotice', '/home', '/login', '/refresh']);
    for (const r of SHELL_ROUTES) {
      expect(r.alwaysAllowed, r.path).toBe(true);
      expect(r.hide?.noBookmark, r.path).toBe(true);
    }
    const publicPaths = SHELL_ROUTES.filter((r) => r.public)
      .map((r) => r.path)
      .sort();
    expect(publicPaths).toEqual(['/authorize', '/login']);
    for (const p of ['/login', '/authorize', '/ddNotice']) {
      const hide = SHELL_ROUTES.find((r) => r.path === p)?.hide;
      expect(hide, p).toMatchObject({ bookmarks: true, sideNav: true });
    }
  });

  it('declares the five external menus with a .com address', () => {
    expect(EXTERNAL_MENUS.map((m) => m.key)).toEqual([...EXTERNAL_MENU_KEYS]);
    for (const m of EXTERNAL_MENUS) {
      expect(titleProblems(m.key, m.title, 'title', true)).toEqual([]);
      expect(titleProblems(m.key, m.description, 'description', false)).toEqual([]);
      expect(new URL(m.url).hostname.endsWith('.com'), m.key).toBe(true);
    }
  });
});
