import { isValidEmail } from '../../../shared/mail/recipient-rule';

export interface Chip {
  name?: string;
  email: string;
}

const NAMED = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/** `张伟 <a@b.cn>` or `a@b.cn` as a chip; anything else is kept as typed (shown red). */
export function chipOf(text: string): Chip | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const named = NAMED.exec(trimmed);
  if (named) {
    const name = (named[1] ?? '').trim();
    return name ? { name, email: (named[2] ?? '').trim() } : { email: (named[2] ?? '').trim() };
  }
  return { email: trimmed };
}

/**
 * What the recipient box turns into chips: entries ended by a comma, semicolon (either width) or
 * line break, and — when `commit` (Enter, leaving the box) — the rest as well. `rest` stays typed.
 */
export function splitRecipients(text: string, commit: boolean): { chips: Chip[]; rest: string } {
  const parts = text.split(/[,;，；\n]/);
  const rest = commit ? '' : (parts.pop() ?? '');
  const chips = parts.map(chipOf).filter((chip): chip is Chip => chip !== null);
  return { chips, rest };
}

export const chipIsValid = (chip: Chip): boolean => isValidEmail(chip.email.trim());

/** Adds chips, leaving out addresses already present (case does not matter). */
export function addChips(list: readonly Chip[], added: readonly Chip[]): Chip[] {
  const seen = new Set(list.map((chip) => chip.email.toLowerCase()));
  const out = [...list];
  for (const chip of added) {
    if (seen.has(chip.email.toLowerCase())) continue;
    seen.add(chip.email.toLowerCase());
    out.push(chip);
  }
  return out;
}
