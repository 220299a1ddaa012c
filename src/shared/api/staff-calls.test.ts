import { describe, expect, it } from 'vitest';
import { changePasswordBody, newPassword } from './staff-calls';

/** The message keys a body is refused with, by field: what the form shows and the server answers. */
function refusals(body: unknown): Record<string, string> {
  const result = changePasswordBody.safeParse(body);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the new-password rule (one rule for the form and the server)', () => {
  it('accepts 8–64 characters holding both a letter and a digit', () => {
    expect(newPassword.safeParse('abcdefg1').success).toBe(true);
    expect(newPassword.safeParse('Switchboard#2026').success).toBe(true);
    expect(newPassword.safeParse(`a${'1'.repeat(63)}`).success).toBe(true);
  });

  it.each([
    ['seven characters', 'abcdef1'],
    ['65 characters', `a${'1'.repeat(64)}`],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['empty', ''],
  ])('refuses %s with auth.passwordWeak', (_case, value) => {
    const result = newPassword.safeParse(value);
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(new Set(['auth.passwordWeak']));
  });
});

describe('the change-password body', () => {
  it('passes a strong new password that differs from the current one', () => {
    expect(refusals({ oldPassword: 'Switchboard#2026', newPassword: 'Another#2027' })).toEqual({});
  });

  it('names the field and the message of each refusal', () => {
    expect(refusals({ oldPassword: '', newPassword: 'short' })).toEqual({
      oldPassword: 'auth.oldPasswordMissing',
      newPassword: 'auth.passwordWeak',
    });
    expect(refusals({ oldPassword: 'x'.repeat(65), newPassword: 'Another#2027' })).toEqual({ oldPassword: 'auth.oldPasswordMissing' });
  });

  it('refuses the current password as the new one, on the new-password field', () => {
    expect(refusals({ oldPassword: 'Another#2027', newPassword: 'Another#2027' })).toEqual({ newPassword: 'auth.passwordSame' });
  });

  it('says weak before same when the new password is both', () => {
    expect(refusals({ oldPassword: 'short', newPassword: 'short' })).toEqual({ newPassword: 'auth.passwordWeak' });
  });
});
