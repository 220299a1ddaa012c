import type { CommandLanguage } from '../../../commands/index';
import { askItem, choiceItem, customerItem, entryItem, personItem, type Translate } from './palette-items';
import type { RemoteState } from './remote-search';
import { buildSearchIndex } from './search/search-index';
import { Searcher } from './search/searcher';
import { secondaryItems } from './secondary-actions';
import { deviceItem } from './device-actions';
import { startSection, todoPageSections, todoSection, type TodoRemote } from './todo-rows';
import { isTodoPage } from './todo-types';
import type { PaletteItem, PaletteMode, PalettePage, PaletteServices, RowSection } from './palette-types';

export interface RowInputs {
  page: PalettePage | null;
  mode: PaletteMode | null;
  query: string;
  services: PaletteServices;
  /** 1 for entries that must not be offered now (see unavailableMask). */
  unavailable: Uint8Array;
  home: HomeLists;
  remote: RemoteState;
  language: CommandLanguage;
  t: Translate;
  /** What the to-do pages asked the server (reject nodes, colleagues to hand over to). */
  todoRemote: TodoRemote;
  /** For the to-dos' age. */
  now: number;
}

/** What an empty box shows: favourites, recent (by frecency), then every page and action. */
export interface HomeLists {
  favourites: number[];
  recent: number[];
  pages: Int32Array;
  actions: Int32Array;
}

const RECENT_LIMIT = 8;

export function homeLists(services: PaletteServices, unavailable: Uint8Array): HomeLists {
  const { index, ranking } = services;
  const lookup = (key: string) => index.byKey.get(key);
  const usable = (i: number | undefined): i is number => i !== undefined && unavailable[i] === 0;
  const favourites = ranking.favourites.map(lookup).filter(usable);
  const shown = new Set<number>(favourites);
  const recent = ranking.recent
    .map(lookup)
    .filter((i): i is number => usable(i) && !shown.has(i))
    .slice(0, RECENT_LIMIT);
  for (const i of recent) shown.add(i);
  const pages: number[] = [];
  const actions: number[] = [];
  index.entries.forEach((entry, i) => {
    if (unavailable[i] === 0 && !shown.has(i)) (entry.kind === 'command' ? actions : pages).push(i);
  });
  return { favourites, recent, pages: Int32Array.from(pages), actions: Int32Array.from(actions) };
}

export function buildSections(input: RowInputs): RowSection[] {
  const { page, mode, query, services, t } = input;
  const trimmed = query.trim();
  const workflow = services.workflow;
  if (isTodoPage(page)) {
    const { language, todoRemote: remote, now } = input;
    return workflow ? todoPageSections({ page, query, workflow, remote, language, t, now }) : [];
  }
  if (page?.type === 'choices') {
    const commands = services.registry
      .list()
      .filter((command) => command.parent === page.commandId && (!command.permission || services.ctx.permissions.has(command.permission)));
    return [
      listSection(
        'choices',
        t('palette.groups.choices'),
        filterSmall(
          commands.map((command) => choiceItem(command, services, input.language)),
          trimmed,
        ),
      ),
    ];
  }
  if (page?.type === 'actions')
    return [listSection('item-actions', t('palette.groups.itemActions'), filterSmall(secondaryItems(page.subject, services, t), trimmed))];
  if (page?.type === 'deviceConfirm') {
    const { action, port } = page;
    const confirm: PaletteItem = {
      value: `confirm:${action}:${port.id}`,
      kind: 'secondary',
      title: t(`palette.device.confirm.${action}`, { label: port.label }),
      hint: t(`palette.device.confirmHint.${action}`),
      icon: 'Check',
      shortcut: ['Enter'],
      target: { type: 'deviceRun', action, port },
    };
    return [listSection('confirm', t('palette.groups.confirm'), [confirm])];
  }
  if (page?.type === 'personConfirm') {
    const { action, person } = page;
    const confirm: PaletteItem = {
      value: `confirm:${action}:${person.staffId}`,
      kind: 'secondary',
      title: t(`palette.peopleAdmin.confirm.${action}`, { name: person.name }),
      hint: t(`palette.peopleAdmin.confirmHint.${action}`),
      icon: 'Check',
      shortcut: ['Enter'],
      target: { type: 'personRun', action, person },
    };
    return [listSection('confirm', t('palette.groups.confirm'), [confirm])];
  }
  if (page?.type === 'person') {
    return [
      listSection(
        'item-actions',
        t('palette.groups.itemActions'),
        filterSmall(secondaryItems(personItem(page.person), services, t), trimmed),
      ),
    ];
  }
  const canAsk = !!services.ctx.assistant;
  if (mode === '?') return canAsk ? [listSection('assistant', t('palette.groups.assistant'), [askItem(trimmed, t)])] : [];
  if (mode === '@')
    return [
      listSection(
        'people',
        t('palette.groups.people'),
        input.remote.people.map((person) =>
          personItem(person, person.status === 'disabled' ? t('palette.peopleAdmin.disabled') : undefined),
        ),
      ),
    ];
  if (mode === '#')
    return [
      listSection(
        'customers',
        t('palette.groups.customers'),
        input.remote.customers.map((row) => customerItem(row, input.language)),
      ),
      listSection(
        'devices',
        t('palette.groups.devices'),
        input.remote.devices.map((port) => deviceItem(port, t(`devices.portState.${port.state}`))),
      ),
    ].filter((section) => section.size > 0);

  const entrySection = (id: string, label: string, indexes: ArrayLike<number>): RowSection => ({
    id,
    label,
    size: indexes.length,
    item: (i) => {
      const at = indexes[i] as number;
      const entry = services.index.entries[at];
      if (!entry) throw new Error(`no palette entry ${at}`);
      return entryItem(entry, at, input.language, t, services.ranking.favourites.includes(entry.key));
    },
  });
  if (!trimmed) {
    const { favourites, recent, pages, actions } = input.home;
    if (mode === '>')
      return [
        entrySection(
          'actions',
          t('palette.groups.actions'),
          [...favourites, ...recent, ...actions].filter((i) => services.index.entries[i]?.kind === 'command'),
        ),
        ...(workflow ? [startSection(workflow, '', input.language, t)] : []),
      ].filter((section) => section.size > 0);
    return [
      entrySection('favourites', t('palette.groups.favourites'), favourites),
      entrySection('recent', t('palette.groups.recent'), recent),
      ...(workflow ? [todoSection(workflow, '', input.language, t, input.now)] : []),
      entrySection('pages', t('palette.groups.pages'), pages),
      entrySection('actions', t('palette.groups.actions'), actions),
    ].filter((section) => section.size > 0);
  }
  const found = services.index.searcher.search(trimmed).items;
  const kept = new Int32Array(found.length);
  let count = 0;
  for (let k = 0; k < found.length; k += 1) {
    const i = found[k] as number;
    if (input.unavailable[i] !== 0) continue;
    if (mode === '>' && services.index.entries[i]?.kind !== 'command') continue;
    kept[count] = i;
    count += 1;
  }
  const sections = [entrySection('results', t('palette.groups.results'), kept.subarray(0, count))];
  if (workflow && mode === null) sections.push(todoSection(workflow, trimmed, input.language, t, input.now));
  if (workflow && mode === '>') sections.push(startSection(workflow, trimmed, input.language, t));
  // The last item for any query: hand it to the assistant.
  if (canAsk && mode === null) sections.push(listSection('assistant', t('palette.groups.assistant'), [askItem(trimmed, t)]));
  return sections.filter((section) => section.size > 0);
}

function listSection(id: string, label: string, items: PaletteItem[]): RowSection {
  return { id, label, size: items.length, item: (i) => items[i] as PaletteItem };
}

/** Short lists (choices, an item's actions) are filtered with the same matching, built on the fly. */
function filterSmall(items: PaletteItem[], query: string): PaletteItem[] {
  if (!query) return items;
  const searcher = new Searcher(buildSearchIndex(items.map((item) => ({ zh: item.title, en: item.other ?? '', keywords: [] }))));
  return [...searcher.search(query).items].map((i) => items[i] as PaletteItem);
}
