import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { commandRegistry } from '../../commands/index';
import '../../src/client/i18n/i18n';
import { EMPTY_RANKING } from '../../src/client/palette/frecency';
import { createPaletteIndex } from '../../src/client/palette/palette-index';
import type { PaletteServices } from '../../src/client/palette/palette-types';
import { PaletteView } from '../../src/client/palette/palette-view';
import '../../src/client/styles.css';
import { benchEntries } from './bench-items';
import { installClock } from './measure';
import { FloorPalette } from './floor';
import { StockCmdk } from './stock-cmdk';

/**
 * Benchmark page: `?impl=switchboard|cmdk|floor&items=N`. Ctrl+K opens the palette, Escape closes it.
 * The driver (run.ts) reads `window.__bench`.
 */
const params = new URLSearchParams(window.location.search);
const impl = params.get('impl') === 'cmdk' ? 'cmdk' : params.get('impl') === 'floor' ? 'floor' : 'switchboard';
const entries = benchEntries(Number(params.get('items') ?? '300'));
// Search keys (pinyin included) are computed here, before anything is measured: "per menu load".
const index = impl === 'switchboard' ? createPaletteIndex(entries) : null;
const clock = installClock();
const noop = () => undefined;

function Harness() {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k' && !open) {
        event.preventDefault();
        setSession((n) => n + 1);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const services = useMemo<PaletteServices | null>(
    () =>
      index && {
        ctx: {
          navigate: noop,
          currentPath: '/home',
          signedIn: true,
          permissions: new Set(['aichat']),
          language: 'zh',
          setLanguage: noop,
          signOut: noop,
          openChangePassword: noop,
        },
        registry: commandRegistry,
        index,
        ranking: EMPTY_RANKING,
        searchPeople: async () => [],
        searchCustomers: async () => [],
        recordUse: noop,
        resetRanking: noop,
        setFavourite: async () => true,
        notify: noop,
      },
    [],
  );
  if (impl === 'floor') return <FloorPalette open={open} onOpenChange={setOpen} />;
  if (!services) return <StockCmdk entries={entries} open={open} onOpenChange={setOpen} />;
  return (
    <PaletteView open={open} onClose={() => setOpen(false)} services={services} start={{ query: '', choices: null }} session={session} />
  );
}

declare global {
  interface Window {
    __bench: { ready: boolean; impl: string; items: number; arm(): void; result(quietMs: number): number | null; newRound(): void };
  }
}
window.__bench = {
  ready: true,
  impl,
  items: entries.length,
  arm: () => clock.arm(),
  result: (quietMs) => clock.result(quietMs),
  // Every round starts without remembered queries: each round pays for its own filtering.
  newRound: () => index?.searcher.clearCache(),
};
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
