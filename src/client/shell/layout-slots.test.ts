import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLayoutSlots, watchScrollbar } from './layout-slots';

/** Reports as a browser does: after observe, and on every size change (`resizeAll`). happy-dom's never reports. */
class ReportingResizeObserver {
  static live = new Set<ReportingResizeObserver>();
  static resizeAll = () => ReportingResizeObserver.live.forEach((observer) => observer.report([], observer as never));
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    ReportingResizeObserver.live.add(this);
    this.report([], this as never);
  }
  unobserve() {}
  disconnect() {
    ReportingResizeObserver.live.delete(this);
  }
}

function scroller(offsetWidth: number, clientWidth: number): HTMLElement {
  const element = document.createElement('main');
  Object.defineProperty(element, 'offsetWidth', { configurable: true, get: () => offsetWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => clientWidth });
  return element;
}

describe('edge inset', () => {
  beforeAll(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => useLayoutSlots.setState({ assistantDock: 0, scrollbar: 0 }));

  it('records the page scroller’s classic scrollbar gutter and adds it to a docked assistant’s width', () => {
    const stop = watchScrollbar(scroller(1000, 985));
    expect(useLayoutSlots.getState().scrollbar).toBe(15);
    useLayoutSlots.setState({ assistantDock: 440 });
    const { assistantDock, scrollbar } = useLayoutSlots.getState();
    expect(assistantDock + scrollbar).toBe(455);
    stop();
  });

  it('is 0 with overlay scrollbars and follows a resize (zoom changes the gutter) until unwatched', () => {
    let client = 1000;
    const element = scroller(1000, 0);
    Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => client });
    const stop = watchScrollbar(element);
    expect(useLayoutSlots.getState().scrollbar).toBe(0);
    client = 988;
    ReportingResizeObserver.resizeAll();
    expect(useLayoutSlots.getState().scrollbar).toBe(12);
    stop();
    client = 980;
    ReportingResizeObserver.resizeAll();
    expect(useLayoutSlots.getState().scrollbar).toBe(12);
  });
});
