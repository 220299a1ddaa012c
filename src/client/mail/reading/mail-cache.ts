import * as calls from '../../../shared/api/mail-reading-calls';
import type { SearchCache } from '../../../shared/api/mail-reading-calls';
import { invalidateCall } from '../../api/use-call';

/** After a mark, star or move every list, the counters and open details read again. */
export async function invalidateMailbox(): Promise<void> {
  await Promise.all(
    [calls.receiveQuery, calls.starQuery, calls.sendQuery, calls.junkQuery, calls.dealingsQuery, calls.unreadCounts, calls.mailDetail].map(
      (call) => invalidateCall(call),
    ),
  );
}

const DETAIL_CACHE_KEY = 'switchboard.mail.detailCache';

/** sections.md §3 detail cache: the list a message was opened from, so the detail can offer prev/next. */
export function rememberList(cache: SearchCache): void {
  try {
    sessionStorage.setItem(DETAIL_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // private mode without storage: the detail simply has no prev/next
  }
}

export function forgetList(): void {
  try {
    sessionStorage.removeItem(DETAIL_CACHE_KEY);
  } catch {
    // nothing stored
  }
}

export function rememberedList(): SearchCache | undefined {
  try {
    const text = sessionStorage.getItem(DETAIL_CACHE_KEY);
    const parsed = text ? calls.searchCache.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The detail page of a message. */
export const detailPath = (id: number, detailsType: 1 | 2 | 3): string => `/message/email/details?id=${id}&detailsType=${detailsType}`;
