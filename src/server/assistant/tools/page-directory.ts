import MiniSearch from 'minisearch';
import { KB_PAGE_PATH } from '../../../shared/api/assistant-calls';
import { pageKey } from '../../../shared/routes/menu-keys';
import { SECTIONS, SHELL_ROUTES, type Title } from '../../../shared/routes/index';
import { processToken, questionTokens, splitTokens } from '../kb/tokenize';

/**
 * The portal's pages as the assistant knows them, from the one route table: what each is called,
 * where it sits in the menu, and which permission key opens it (a detail page opens with its
 * parent's key; shell pages and the help pages with none).
 */
export interface PageEntry {
  path: string;
  title: Title;
  description: Title | null;
  /** Section and menu group titles: "业务查询 › 发送记录与任务". */
  trail: { zh: string; en: string };
  keywords: string[];
  area: string;
  /** Permission key that opens it; null: every signed-in user. */
  key: string | null;
  /** A menu item (not a detail page reached from another page). */
  menu: boolean;
}

function buildPages(): PageEntry[] {
  const pages: PageEntry[] = [];
  for (const section of SECTIONS) {
    const keyOf = new Map<string, string>();
    for (const group of section.groups) {
      for (const page of group.pages) {
        const key = pageKey(section.area, section.prefix, page.path);
        keyOf.set(page.path, key);
        pages.push({
          path: page.path,
          title: page.title,
          description: page.description ?? null,
          keywords: page.keywords ?? [],
          trail: { zh: `${section.title.zh} › ${group.title.zh}`, en: `${section.title.en} › ${group.title.en}` },
          area: section.area,
          key,
          menu: true,
        });
      }
    }
    for (const detail of section.details) {
      pages.push({
        path: detail.path,
        title: detail.title,
        description: detail.description ?? null,
        keywords: detail.keywords ?? [],
        trail: { zh: section.title.zh, en: section.title.en },
        area: section.area,
        key: keyOf.get(detail.parent) ?? section.area,
        menu: false,
      });
    }
  }
  const home = SHELL_ROUTES.find((route) => route.path === '/home');
  if (home) {
    pages.push({
      path: home.path,
      title: home.title,
      description: home.description ?? null,
      keywords: home.keywords ?? [],
      trail: { zh: '首页', en: 'Home' },
      area: 'HOME',
      key: null,
      menu: true,
    });
  }
  return pages;
}

export const PAGES: readonly PageEntry[] = buildPages();
const BY_PATH = new Map(PAGES.map((page) => [page.path, page]));

export function pageAt(path: string): PageEntry | undefined {
  return BY_PATH.get(path.replace(/[?#].*$/, ''));
}

/** Whether the user may open a portal path (shell.md §5 access rule, as the client applies it). */
export function canOpen(path: string, permissions: ReadonlySet<string>): boolean {
  const bare = path.replace(/[?#].*$/, '');
  if (bare === KB_PAGE_PATH) return true;
  const page = BY_PATH.get(bare);
  if (!page) return SHELL_ROUTES.some((route) => route.path === bare && route.alwaysAllowed);
  return page.key === null || permissions.has(page.key);
}

let search: MiniSearch<{ id: string; zh: string; en: string; words: string }> | null = null;

function pageSearch() {
  if (search) return search;
  search = new MiniSearch({
    fields: ['zh', 'en', 'words'],
    storeFields: ['id'],
    tokenize: (text) => splitTokens(text),
    processTerm: (term) => processToken(term),
    searchOptions: { boost: { zh: 3, en: 3 }, tokenize: (text) => questionTokens(text) },
  });
  search.addAll(
    PAGES.filter((page) => page.menu).map((page) => ({
      id: page.path,
      zh: page.title.zh,
      en: page.title.en,
      words: [...page.keywords, page.description?.zh ?? '', page.description?.en ?? '', page.trail.zh, page.trail.en].join(' '),
    })),
  );
  return search;
}

const squeeze = (text: string) => text.toLowerCase().replace(/[\s·・]+/g, '');

/**
 * The page a request names: a page whose title the text contains (the longest wins), else the
 * best search match when it covers most of the text. Null when nothing fits.
 */
export function findPage(text: string): PageEntry | null {
  const plain = squeeze(text);
  let best: PageEntry | null = null;
  let bestLength = 0;
  for (const page of PAGES) {
    for (const title of [page.title.zh, page.title.en]) {
      const candidate = squeeze(title);
      if (candidate.length < 2 || !plain.includes(candidate)) continue;
      if (candidate.length > bestLength || (candidate.length === bestLength && page.menu && !best?.menu)) {
        best = page;
        bestLength = candidate.length;
      }
    }
  }
  if (best) return best;
  const terms = new Set(questionTokens(text).map(processToken).filter(Boolean));
  const [hit] = pageSearch().search(text);
  if (!hit || terms.size === 0) return null;
  const matched = new Set(hit.queryTerms).size;
  return matched / terms.size >= 0.6 ? (BY_PATH.get(String(hit.id)) ?? null) : null;
}
