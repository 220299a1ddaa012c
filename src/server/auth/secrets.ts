import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit opaque token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of the text's UTF-8 bytes (one call, no Hash object: every request hashes its token). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Six digits, leading zeros kept. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
