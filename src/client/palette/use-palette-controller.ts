import { useMemo, useRef, useState } from 'react';
import type { CommandLanguage } from '../../../commands/index';
import { flattenSections, type FlatRows } from './flat-rows';
import { unavailableMask } from './palette-index';
import type { Translate } from './palette-items';
import { buildSections, homeLists } from './palette-rows';
import { PALETTE_MODES, type PaletteMode, type PalettePage, type PaletteServices } from './palette-types';
import { useRemoteSearch, type RemoteState } from './remote-search';
import { commandPage } from './todo-perform';
import { transmitSearchMode, useTodoRemote } from './todo-remote';

export interface PaletteStart {
  query: string;
  choices: string | null;
}

/** Splits a typed or pre-filled text into a prefix mode and the rest: "?why" → ['?', 'why']. */
export function splitMode(text: string): [PaletteMode | null, string] {
  const first = text.charAt(0) as PaletteMode;
  return PALETTE_MODES.includes(first) ? [first, text.slice(1)] : [null, text];
}

/**
 * The palette's state: the text in the box, the query it filters with (held back while an input
 * method composes), the prefix mode, the stack of nested pages and the selected option.
 */
/**
 * `onNewList` runs, inside the event, whenever the list is replaced (new query, mode or page), so
 * the list can go back to the top before it renders the new rows.
 */
export function usePaletteController(
  services: PaletteServices,
  start: PaletteStart,
  language: CommandLanguage,
  t: Translate,
  onNewList?: () => void,
) {
  const [initialMode, initialText] = splitMode(start.query);
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState(initialText);
  const [mode, setMode] = useState<PaletteMode | null>(start.choices ? null : initialMode);
  const [pages, setPages] = useState<PalettePage[]>(() => {
    const own = commandPage(start.choices ?? undefined);
    if (own) return [own];
    const command = start.choices ? services.registry.get(start.choices) : undefined;
    return command ? [{ type: 'choices', commandId: command.id, title: command.title[language] }] : [];
  });
  const [selected, setSelected] = useState(0);
  const [scrollRequest, setScrollRequest] = useState(0);
  const composing = useRef(false);
  const page = pages.at(-1) ?? null;

  const { index, registry, ctx } = services;
  const unavailable = useMemo(
    () => unavailableMask(index, new Map(registry.list().map((command) => [command.id, command])), ctx),
    [index, registry, ctx],
  );
  const home = useMemo(() => homeLists(services, unavailable), [services, unavailable]);
  const remote: RemoteState = useRemoteSearch(page ? transmitSearchMode(page) : mode, query, services);
  const todoRemote = useTodoRemote(page, services, remote);
  // One clock per opening: a to-do's age does not tick while the person types.
  const [now] = useState(() => Date.now());
  const flat: FlatRows = useMemo(
    () => flattenSections(buildSections({ page, mode, query, services, unavailable, home, remote, language, t, todoRemote, now })),
    [page, mode, query, services, unavailable, home, remote, language, t, todoRemote, now],
  );
  const active = flat.optionCount === 0 ? -1 : Math.min(selected, flat.optionCount - 1);

  const commit = (value: string) => {
    const [typedMode, rest] = !mode && !page ? splitMode(value) : [null, value];
    if (typedMode) {
      setMode(typedMode);
      setText(rest);
    }
    setQuery(rest);
    setSelected(0);
    onNewList?.();
  };

  return {
    text,
    query,
    mode,
    page,
    pages,
    flat,
    active,
    remote,
    scrollRequest,
    composing,
    onTextChange(value: string) {
      setText(value);
      // While an input method composes, the letters are not the query yet (cmdk issue #363).
      if (!composing.current) commit(value);
    },
    onCompositionStart() {
      composing.current = true;
    },
    onCompositionEnd(value: string) {
      composing.current = false;
      commit(value);
    },
    select(option: number, scroll: boolean) {
      setSelected(Math.max(0, Math.min(option, flat.optionCount - 1)));
      if (scroll) setScrollRequest((n) => n + 1);
    },
    push(next: PalettePage) {
      setPages((stack) => [...stack, next]);
      setText('');
      setQuery('');
      setSelected(0);
      onNewList?.();
    },
    /** Swaps the top page, keeping the text and the selection (a batch tick). */
    replaceTop(next: PalettePage) {
      setPages((stack) => [...stack.slice(0, -1), next]);
    },
    /** Replaces the whole stack (after a move: the next to-do's actions), with an empty box. */
    goTo(stack: PalettePage[]) {
      setPages(stack);
      setMode(null);
      setText('');
      setQuery('');
      setSelected(0);
      onNewList?.();
    },
    /** Backspace on an empty box: leave the nested page, else drop the prefix mode. */
    back(): boolean {
      if (pages.length > 0) setPages((stack) => stack.slice(0, -1));
      else if (mode) setMode(null);
      else return false;
      setText('');
      setQuery('');
      setSelected(0);
      onNewList?.();
      return true;
    },
    reset() {
      setPages([]);
      setMode(null);
      setText('');
      setQuery('');
      setSelected(0);
      onNewList?.();
    },
  };
}

export type PaletteController = ReturnType<typeof usePaletteController>;
