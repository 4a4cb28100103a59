import type { Connection } from './connection.ts';

/** A presence channel's member as its auth's `channel_data` names it. */
export interface Member {
  user_id: string;
  user_info?: unknown;
}

/**
 * Who is in each presence channel: a user counts once however many of their connections
 * subscribe, joins with their first and leaves with their last (as Pusher tells members).
 */
export class PresenceRoster {
  private readonly channels = new Map<string, Map<string, { info: unknown; connections: Set<Connection> }>>();

  /** Adds `connection` as `member`; true when the user was not in the channel before. */
  join(channel: string, connection: Connection, member: Member): boolean {
    let users = this.channels.get(channel);
    if (!users) this.channels.set(channel, (users = new Map()));
    const present = users.get(member.user_id);
    if (present) {
      present.connections.add(connection);
      return false;
    }
    users.set(member.user_id, { info: member.user_info, connections: new Set([connection]) });
    return true;
  }

  /** Removes `connection`; answers the user id when it was their last connection in the channel. */
  leave(channel: string, connection: Connection): string | undefined {
    const users = this.channels.get(channel);
    if (!users) return undefined;
    for (const [userId, present] of users) {
      if (!present.connections.delete(connection)) continue;
      if (present.connections.size > 0) return undefined;
      users.delete(userId);
      if (users.size === 0) this.channels.delete(channel);
      return userId;
    }
    return undefined;
  }

  /** The channel's members as `pusher_internal:subscription_succeeded` carries them. */
  snapshot(channel: string): { presence: { ids: string[]; hash: Record<string, unknown>; count: number } } {
    const users = this.channels.get(channel) ?? new Map();
    const ids = [...users.keys()];
    const hash = Object.fromEntries([...users].map(([id, present]) => [id, present.info ?? null]));
    return { presence: { ids, hash, count: ids.length } };
  }

  /** The user `connection` is in the channel as, if any. */
  userOf(channel: string, connection: Connection): string | undefined {
    for (const [userId, present] of this.channels.get(channel) ?? []) {
      if (present.connections.has(connection)) return userId;
    }
    return undefined;
  }

  userCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  userIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.keys() ?? [])];
  }
}

/**
 * A presence subscription's `channel_data`: JSON with a `user_id` (a string, or a number as
 * some SDKs send it) and any `user_info`; undefined when it is not that.
 */
export function parseMember(channelData: unknown): Member | undefined {
  if (typeof channelData !== 'string' || channelData.length > 1024) return undefined;
  try {
    const value = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
    const id = value.user_id;
    if (!(typeof id === 'string' && id.length > 0 && id.length <= 128) && !Number.isFinite(id)) return undefined;
    return { user_id: String(id), user_info: value.user_info };
  } catch {
    return undefined;
  }
}
