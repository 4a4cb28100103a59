import type { ChatMessage } from '@souk/contract';

/** Chat lists page by 20 (docs/features/chat.md#lists). */
export const CHAT_PAGE_SIZE = 20;
/** The shop search waits this long after the last key (docs/features/chat.md#lists). */
export const SEARCH_DEBOUNCE_MS = 500;
/** The heartbeat that keeps the shopper shown as online (docs/features/chat.md#online-status). */
export const LAST_SEEN_INTERVAL_MS = 10 * 60_000;
/**
 * After loading a page, scrolling may load the next one only after this long
 * (docs/features/chat.md#lists).
 */
export const LOAD_LOCK_MS = 1000;

/** How close to the top older messages load: 300 px on the messages screen, 50 px (after 500 ms) in the panel. */
export const SCREEN_SCROLL = { threshold: 300, delay: 0 } as const;
export const PANEL_SCROLL = { threshold: 50, delay: 500 } as const;
/** The seller list loads its next page this close to its end. */
export const SHOP_LIST_THRESHOLD = 300;

export const nearTop = (scrollTop: number, threshold: number) => scrollTop <= threshold;
export const nearBottom = (el: { scrollTop: number; scrollHeight: number; clientHeight: number }, threshold: number) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;

/**
 * Pages of a thread (each newest first, as the server sends them) as one list oldest first.
 * A message arriving shifts the pages by one, so an id seen twice is kept once.
 */
export function threadOldestFirst(pages: ReadonlyArray<{ data: ChatMessage[] }>): ChatMessage[] {
  const seen = new Set<number>();
  const list: ChatMessage[] = [];
  for (const page of pages) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      list.push(message);
    }
  }
  return list.reverse();
}

/** The next page number while fewer than `total` rows have arrived; undefined at the end. */
export function nextPage<T>(pages: ReadonlyArray<{ total: number; data: T[] }>): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  const last = pages.at(-1);
  if (!last || last.data.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/**
 * Whether a shop shows Online: connected now by the realtime server's word (true, false, or
 * undefined when it has not said), else its last seen as the server answered it (a shop active
 * through the API alone counts too), else unknown (null).
 */
export function shownOnline(connected: boolean | undefined, lastSeenOnline: boolean | null): boolean | null {
  if (connected) return true;
  return lastSeenOnline ?? connected ?? null;
}
