import { isUserId } from './protocol.ts';
import { MAX_WATCHLIST } from './watchlists.ts';

/**
 * The `id` and `watchlist` of a user's data as `pusher:signin` carries it (a JSON string);
 * undefined without a text id, or with a watchlist that is not a short list of user ids.
 */
export function userOf(userData: string): { id: string; watchlist: string[] } | undefined {
  try {
    const value: unknown = JSON.parse(userData);
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, watchlist = [] } = value as { id?: unknown; watchlist?: unknown };
    if (!isUserId(id)) return undefined;
    const valid = Array.isArray(watchlist) && watchlist.length <= MAX_WATCHLIST && watchlist.every(isUserId);
    return valid ? { id, watchlist: [...new Set(watchlist as string[])] } : undefined;
  } catch {
    return undefined;
  }
}
