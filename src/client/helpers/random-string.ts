/** shell.md §5: random string helper, default length 8, letters and digits, from the crypto source. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length = 8, alphabet = ALPHABET): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a whole number ≥ 0');
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) out.push(alphabet[byte % alphabet.length] ?? '');
      if (out.length === length) break;
    }
  }
  return out.join('');
}
