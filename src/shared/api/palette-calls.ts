import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/**
 * The command palette's memory of each person: how often and how recently they opened an item,
 * and which items they starred. Stored on the server so the ranking follows the person to any
 * machine. An item is `page:<path>` (a menu page) or `cmd:<command id>` (an action).
 */
export const PALETTE_KEY_PATTERN = /^(page|cmd):\S{1,290}$/;

/** Boost half-life: an item used today counts twice as much as one used two weeks ago. */
export const FRECENCY_HALF_LIFE_DAYS = 14;
const DAY_MS = 86_400_000;
/** The server keeps this many used items per person (the least recent ones go first). */
export const PALETTE_USAGE_LIMIT = 300;

/** Frequency × recency decay, the rank boost of an item (0 for an item never used). */
export function frecencyScore(useCount: number, lastUsedAt: number, now: number): number {
  if (useCount <= 0) return 0;
  const ageDays = Math.max(0, now - lastUsedAt) / DAY_MS;
  return useCount * 0.5 ** (ageDays / FRECENCY_HALF_LIFE_DAYS);
}

export const paletteItemKey = z
  .string()
  .trim()
  .regex(PALETTE_KEY_PATTERN, 'palette.itemKey')
  .describe('`page:<path>` or `cmd:<command id>`');

export const paletteUsageEntry = z.object({
  key: z.string(),
  count: z.number().int(),
  lastUsedAt: z.string().describe('ISO date-time of the last use'),
  score: z.number().describe('Frequency × recency decay at the server’s time of answer'),
});
export type PaletteUsageEntry = z.infer<typeof paletteUsageEntry>;

export const paletteFavourite = z.object({ key: z.string(), createdAt: z.string() });

export const paletteState = defineCall({
  id: 'palette.state',
  method: 'GET',
  path: '/v2/sys/staff/palette/state',
  permission: SIGNED_IN,
  tag: 'palette',
  summary: 'The signed-in user’s palette ranking (uses with their boost) and favourites',
  response: z.object({
    usage: z.array(paletteUsageEntry).describe('Most boosted first'),
    favourites: z.array(paletteFavourite).describe('Oldest first'),
    serverTime: z.string(),
  }),
});

export const paletteRecordUse = defineCall({
  id: 'palette.recordUse',
  method: 'POST',
  path: '/v2/sys/staff/palette/usage/record',
  permission: SIGNED_IN,
  tag: 'palette',
  summary: 'Counts one use of an item (at the server’s time) for the signed-in user',
  body: z.object({ key: paletteItemKey }),
  response: paletteUsageEntry,
});

export const paletteResetItem = defineCall({
  id: 'palette.resetItem',
  method: 'POST',
  path: '/v2/sys/staff/palette/usage/reset',
  permission: SIGNED_IN,
  tag: 'palette',
  summary: 'Forgets the uses of one item (“reset ranking”); favourites stay',
  body: z.object({ key: paletteItemKey }),
  response: z.object({ key: z.string(), removed: z.boolean() }),
});

export const paletteSetFavourite = defineCall({
  id: 'palette.setFavourite',
  method: 'POST',
  path: '/v2/sys/staff/palette/favourite',
  permission: SIGNED_IN,
  tag: 'palette',
  summary: 'Stars or unstars an item for the signed-in user (idempotent)',
  body: z.object({ key: paletteItemKey, favourite: z.boolean() }),
  response: z.object({ key: z.string(), favourite: z.boolean() }),
});
