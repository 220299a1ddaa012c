import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRecordQueryBody } from '../../shared/api/send-record-calls';
import { setLanguage } from '../i18n/i18n';
import { SearchField } from './search-field';

const PHONE = sendRecordQueryBody.pick({ phone: true });

async function enter(value: string) {
  const box = screen.getByLabelText('号码');
  fireEvent.change(box, { target: { value } });
  // Enter in the only box of a form submits it.
  await act(async () => void fireEvent.submit(box.closest('form')!));
}

beforeEach(() => setLanguage('zh'));
afterEach(cleanup);

describe('SearchField (a text filter applied with Enter)', () => {
  it('applies the value as the query call reads it: trimmed, and a cleared box as no filter', async () => {
    const onApply = vi.fn();
    render(<SearchField name="phone" schema={PHONE} label="号码" value="861380" onApply={onApply} />);
    expect((screen.getByLabelText('号码') as HTMLInputElement).value).toBe('861380');
    await enter('  +8613800 ');
    await enter('   ');
    expect(onApply.mock.calls).toEqual([['+8613800'], [undefined]]);
  });

  it('points out a value the server would refuse, with the server’s message, and applies nothing', async () => {
    const onApply = vi.fn();
    render(<SearchField name="phone" schema={PHONE} label="号码" value={undefined} onApply={onApply} />);
    await enter('13x');
    const box = screen.getByLabelText('号码');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('号码只能包含数字（可带 +）');
    expect(onApply).not.toHaveBeenCalled();
  });
});
