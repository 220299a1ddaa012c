import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP-recommended minimum cost. */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: checked for unknown usernames so both paths take as long. */
let decoyHash: Promise<string> | null = null;
export async function burnDecoyCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}
