import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';

/**
 * Files of the download centre live under DATA_DIR: exports/<staffId>/<fileId>.xlsx and
 * uploads/<yyyy-mm>/<fileId>. The database stores paths relative to DATA_DIR so that the
 * directory can move.
 */
export function dataRoot(deps: AppDeps): string {
  return path.resolve(deps.env.DATA_DIR);
}

export function absolute(deps: AppDeps, relative: string): string {
  const root = dataRoot(deps);
  const full = path.resolve(root, relative);
  // Paths come from our own rows, but a row must never point outside DATA_DIR.
  if (full !== root && !full.startsWith(`${root}${path.sep}`)) throw new Error(`path outside DATA_DIR: ${relative}`);
  return full;
}

export async function ensureDirOf(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
}
