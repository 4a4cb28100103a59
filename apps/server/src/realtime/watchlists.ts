import type { Connection } from './connection.ts';

/** The most user ids one user's watchlist may name, as on Pusher. */
export const MAX_WATCHLIST = 100;

/** The event that tells a signed-in connection who of its watchlist came or went. */
export const WATCHLIST_EVENT = 'pusher_internal:watchlist_events';

const NOBODY: ReadonlySet<Connection> = new Set();

/**
 * Watchlist online status: which connections watch each user (the watchlists their signed-in
 * users were given by the app's user-auth endpoint), so a user's first connection and last
 * disconnection reach those watching them.
 */
export class Watchlists {
  private readonly watchers = new Map<string, Set<Connection>>();

  watch(connection: Connection, userIds: readonly string[]): void {
    for (const userId of userIds) {
      let watching = this.watchers.get(userId);
      if (!watching) this.watchers.set(userId, (watching = new Set()));
      watching.add(connection);
    }
  }

  unwatch(connection: Connection, userIds: readonly string[]): void {
    for (const userId of userIds) {
      const watching = this.watchers.get(userId);
      watching?.delete(connection);
      if (watching?.size === 0) this.watchers.delete(userId);
    }
  }

  watchersOf(userId: string): ReadonlySet<Connection> {
    return this.watchers.get(userId) ?? NOBODY;
  }
}

/** The watchlist event's data: who is online, who is not (empty lists left out). */
export function watchlistEvents(online: readonly string[], offline: readonly string[]) {
  return {
    events: [
      ...(online.length > 0 ? [{ name: 'online', user_ids: online }] : []),
      ...(offline.length > 0 ? [{ name: 'offline', user_ids: offline }] : []),
    ],
  };
}
