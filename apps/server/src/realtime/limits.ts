import type { Config } from '../config.ts';

/** What one client may hold and send on the built-in server (the REALTIME_* settings). */
export interface Limits {
  /** Channels one connection may subscribe to. */
  maxSubscriptions: number;
  /** Open connections from one client address. */
  maxConnectionsPerAddress: number;
  /** Frames one connection may send a second on average; a burst may reach twice that. */
  maxMessagesPerSecond: number;
  /** The largest frame a client may send, in bytes. */
  maxMessageBytes: number;
  /** Whether a client may send events (`client-…`) to the other subscribers of its private and presence channels. */
  clientEvents: boolean;
}

export type LimitSettings = Pick<
  Config,
  | 'REALTIME_MAX_SUBSCRIPTIONS'
  | 'REALTIME_MAX_CONNECTIONS_PER_ADDRESS'
  | 'REALTIME_MAX_MESSAGES_PER_SECOND'
  | 'REALTIME_MAX_MESSAGE_BYTES'
  | 'REALTIME_CLIENT_EVENTS'
>;

export function realtimeLimits(config: LimitSettings): Limits {
  return {
    maxSubscriptions: config.REALTIME_MAX_SUBSCRIPTIONS,
    maxConnectionsPerAddress: config.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    maxMessagesPerSecond: config.REALTIME_MAX_MESSAGES_PER_SECOND,
    maxMessageBytes: config.REALTIME_MAX_MESSAGE_BYTES,
    clientEvents: config.REALTIME_CLIENT_EVENTS,
  };
}
