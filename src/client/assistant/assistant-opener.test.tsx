import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { useLayoutSlots } from '../shell';
import { AssistantOpener } from './assistant-opener';
import { useAssistant } from './assistant-store';
import { clampTop, initialTop } from './opener-position';

beforeAll(() => setLanguage('zh'));
afterEach(() => {
  cleanup();
  useLayoutSlots.setState({ assistantDock: 0 });
});

describe('the opener position', () => {
  it('starts 120 px above the window bottom and stays between 0 and the height minus 52', () => {
    expect(initialTop(800)).toBe(800 - 120 - 52);
    expect(clampTop(-40, 800)).toBe(0);
    expect(clampTop(790, 800)).toBe(748);
    expect(clampTop(300, 800)).toBe(300);
  });
});

describe('the opener', () => {
  it('opens on a click without a drag; a vertical drag moves it (kept inside the window) and does not open', () => {
    useAssistant.setState({ open: false, openerTop: null });
    render(<AssistantOpener />);
    const opener = screen.getByRole('button', { name: '打开 AI 助手' });
    const start = initialTop(window.innerHeight);
    expect(opener.style.top).toBe(`${start}px`);
    fireEvent.pointerDown(opener, { clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(opener, { clientY: 400, pointerId: 1 });
    fireEvent.pointerUp(opener, { clientY: 400, pointerId: 1 });
    fireEvent.click(opener);
    expect(useAssistant.getState().open).toBe(false);
    expect(opener.style.top).toBe(`${start - 100}px`);
    fireEvent.pointerDown(opener, { clientY: 400, pointerId: 1 });
    fireEvent.pointerMove(opener, { clientY: -5000, pointerId: 1 });
    fireEvent.pointerUp(opener, { clientY: -5000, pointerId: 1 });
    fireEvent.click(opener);
    expect(opener.style.top).toBe('0px');
    fireEvent.pointerDown(opener, { clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(opener, { clientY: 12, pointerId: 1 });
    fireEvent.pointerUp(opener, { clientY: 12, pointerId: 1 });
    fireEvent.click(opener);
    expect(useAssistant.getState().open).toBe(true);
  });

  it('is an edge tab labelled AI 助手 that moves left with the page beside a docked panel', () => {
    useAssistant.setState({ open: false, openerTop: null });
    render(<AssistantOpener />);
    const opener = screen.getByRole('button', { name: '打开 AI 助手' });
    expect([opener.textContent, opener.style.height, opener.style.right]).toEqual(['AI 助手', '52px', '']);
    act(() => useLayoutSlots.setState({ assistantDock: 480 }));
    expect(opener.style.right).toBe('480px');
  });

  it('keeps 120 px from the bottom when the window is resized, until it has been dragged', () => {
    const height = window.innerHeight;
    useAssistant.setState({ open: false, openerTop: null });
    render(<AssistantOpener />);
    const opener = screen.getByRole('button', { name: '打开 AI 助手' });
    const resize = (to: number) =>
      act(() => {
        window.innerHeight = to;
        window.dispatchEvent(new Event('resize'));
      });
    resize(600);
    expect(opener.style.top).toBe('428px');
    fireEvent.pointerDown(opener, { clientY: 450, pointerId: 1 });
    fireEvent.pointerMove(opener, { clientY: 350, pointerId: 1 });
    fireEvent.pointerUp(opener, { clientY: 350, pointerId: 1 });
    resize(900);
    expect(opener.style.top).toBe('328px');
    resize(300);
    expect(opener.style.top).toBe('248px');
    resize(height);
  });
});
