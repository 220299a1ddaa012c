import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { ChatInput } from './chat-input';

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
