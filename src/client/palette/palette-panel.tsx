import { Command } from 'cmdk';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useLanguage } from '../i18n/i18n';
import { PaletteFooter } from './palette-footer';
import { PaletteInput } from './palette-input';
import { rememberingTranslate, type Translate } from './palette-items';
import { PaletteList, type PaletteListHandle } from './palette-list';
import type { RowLabels } from './palette-row';
import { PaletteStatus } from './palette-status';
import type { PaletteServices } from './palette-types';
import { performItem, type PerformEnv, type PerformHow } from './perform-item';
import { PersonCard } from './person-card';
import { DeviceCard, devicePortOf } from './device-card';
import { secondaryActionsOf } from './secondary-actions';
import { recordScopeOf } from './remote-search';
import { usePaletteController, type PaletteStart } from './use-palette-controller';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { handlePaletteKey } from './use-palette-keys';

export interface PalettePanelProps {
  services: PaletteServices;
  start: PaletteStart;
  close(): void;
  /** Filled by the panel: Escape goes back one level when it can (true), else the dialog closes. */
  backRef: MutableRefObject<() => boolean>;
  inputRef: MutableRefObject<HTMLInputElement | null>;
}

const DESKTOP_LIST_HEIGHT = 400;

/** The palette's content: cmdk's root with our input, virtualised list, status and key hints. */
export function PalettePanel({ services, start, close, backRef, inputRef }: PalettePanelProps) {
  const { t: translate, language } = useLanguage();
  const t = useMemo(() => rememberingTranslate(translate as unknown as Translate), [translate]);
  const list = useRef<PaletteListHandle>(null);
  const c = usePaletteController(services, start, language, t, () => list.current?.scrollToTop());
  const labels = useMemo<RowLabels>(
    () => ({
      kinds: {
        page: t('palette.kinds.page'),
        external: t('palette.kinds.external'),
        action: t('palette.kinds.action'),
        person: t('palette.kinds.person'),
        customer: t('palette.kinds.customer'),
        device: t('palette.kinds.device'),
        task: t('workflowPalette.kind'),
      },
      favourite: t('palette.favourite'),
      current: t('palette.current'),
      shortcut: (keys) => t('palette.shortcut', { keys }),
    }),
    [t],
  );
  const id = useId();
  const listId = `${id}list`;
  const optionId = useCallback((option: number) => `${id}o${option}`, [id]);
  const mobile = useMediaQuery(MOBILE_QUERY);

  // Row callbacks stay the same function across renders (rows are memoised); they read the latest state.
  const latest = useRef({ c, services, t, close });
  useLayoutEffect(() => {
    latest.current = { c, services, t, close };
    backRef.current = () => c.back();
  });
  const run = useCallback((option: number, how: PerformHow = 'enter') => {
    const { c: now, services: s, t: tr, close: shut } = latest.current;
    const row = now.flat.row(now.flat.rowOfOption(option));
    if (row.type !== 'option') return;
    const env: PerformEnv = {
      services: s,
      t: tr,
      close: shut,
      push: now.push,
      reset: now.reset,
      text: now.text,
      replaceTop: now.replaceTop,
      goTo: now.goTo,
    };
    performItem(row.item, how, env);
  }, []);
  const openActions = useCallback((option: number) => {
    const { c: now, services: s } = latest.current;
    const row = now.flat.row(now.flat.rowOfOption(option));
    if (row.type !== 'option' || now.page?.type === 'actions') return;
    if (row.item.target.type === 'person') now.push({ type: 'person', person: row.item.target.person });
    else if (secondaryActionsOf(row.item, s).length > 0) now.push({ type: 'actions', subject: row.item });
  }, []);
  const hover = useCallback((option: number) => latest.current.c.select(option, false), []);
  const runOnClick = useCallback((option: number) => run(option), [run]);

  const devicePort = devicePortOf(c.page);
  const recordScope = recordScopeOf(services);
  const height = mobile ? Math.max(240, window.innerHeight - 56) : DESKTOP_LIST_HEIGHT;
  return (
    <Command
      label={t('palette.title')}
      shouldFilter={false}
      loop={false}
      disablePointerSelection
      vimBindings={false}
      className="flex min-h-0 flex-1 flex-col"
    >
      <PaletteInput
        ref={inputRef}
        c={c}
        listId={listId}
        activeId={c.active >= 0 ? optionId(c.active) : undefined}
        busy={c.remote.status === 'loading'}
        t={t}
        recordScope={recordScope}
        onKeyDown={(event) => handlePaletteKey(event, c, { run, openActions })}
      />
      {(c.page?.type === 'person' || c.page?.type === 'personConfirm') && <PersonCard person={c.page.person} />}
      {devicePort && <DeviceCard port={devicePort} />}
      <PaletteList
        ref={list}
        flat={c.flat}
        active={c.active}
        scrollRequest={c.scrollRequest}
        query={c.page ? '' : c.query}
        listId={listId}
        label={t('palette.title')}
        optionId={optionId}
        labels={labels}
        rowHeight={mobile ? 56 : 48}
        height={height}
        onHover={hover}
        onRun={runOnClick}
      />
      <PaletteStatus c={c} canAsk={!!services.ctx.assistant} recordScope={recordScope} t={t} />
      <PaletteFooter />
      <div role="status" className="sr-only">
        {c.query.trim() ? t('palette.resultCount', { count: c.flat.optionCount }) : ''}
      </div>
    </Command>
  );
}
