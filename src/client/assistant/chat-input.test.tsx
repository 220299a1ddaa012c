import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ChatInput } from './chat-input';
import { AssistantOpener } from './assistant-opener';
import { useAssistant } from './assistant-store';
import { clampTop, initialTop } from './opener-position';

beforeAll(() => setLanguage('zh'));
afterEach(cleanup);

function Harness({
  onSend,
  onStop,
  loading = false,
  canStop = false,
}: {
  onSend(): void;
  onStop?: () => void;
  loading?: boolean;
  canStop?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <ChatInput value={value} onChange={setValue} onSend={onSend} onStop={onStop ?? (() => undefined)} loading={loading} canStop={canStop} />
  );
}

describe('the question box', () => {
  it('sends with Enter, adds a line with Shift+Enter, never sends blank or while composing', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox');
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '上个月短信业绩' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', false);
  });

  it('takes at most 100 characters', () => {
    render(<Harness onSend={vi.fn()} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '问'.repeat(130) } });
    expect(box.value).toHaveLength(100);
    expect(box.maxLength).toBe(100);
    expect(screen.getByText('100/100')).toBeTruthy();
  });

  it('shows a stop button while an answer streams, disabled until the answer started', () => {
    const onStop = vi.fn();
    const { rerender } = render(<Harness onSend={vi.fn()} onStop={onStop} loading canStop={false} />);
    expect(screen.getByRole('button', { name: '停止' })).toHaveProperty('disabled', true);
    rerender(<Harness onSend={vi.fn()} onStop={onStop} loading canStop />);
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(onStop).toHaveBeenCalled();
  });
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
});
