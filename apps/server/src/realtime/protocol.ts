/**
 * Pusher Channels protocol 7 as the built-in server speaks it: frame encoding, the names the
 * protocol accepts and the close codes clients act on (4000-4099 give up, 4100-4199 back off,
 * 4200-4299 reconnect at once).
 */
export const PROTOCOL_VERSION = 7;

export const CloseCode = {
  /** The key in /app/{key} belongs to no app. */
  appNotFound: 4001,
  /** The client speaks a protocol version other than 7. */
  unsupportedProtocol: 4007,
  /** No protocol version in the query. */
  noProtocol: 4008,
  /** Over a limit that clears with time (connections per address, frames per second): back off, then reconnect. */
  overCapacity: 4100,
  /**
   * The connection's user authentication failed, or the app ended the user's connections
   * (terminate_connections): pusher-js does not reconnect on its own.
   */
  unauthorized: 4009,
  /** Server going away: reconnect. */
  reconnect: 4200,
  /** A ping went unanswered. */
  pongNotReceived: 4201,
} as const;

/** Codes of `pusher:error` and `pusher:subscription_error` that leave the connection open. */
export const ErrorCode = {
  /** A subscription past the connection's quota of channels. */
  overQuota: 4004,
  /**
   * Subscription refused: the auth string does not sign this socket and channel, or the name is
   * longer than the protocol allows (as other Pusher-protocol servers answer it, so a client
   * sees the same whichever one the shop uses).
   */
  unauthorized: 4009,
  /** A frame past the connection's rate (Pusher's code for client events over their rate). */
  rateLimited: 4301,
} as const;

/** The longest channel name the protocol allows. */
export const MAX_CHANNEL_NAME = 164;
const CHANNEL_NAME = new RegExp(`^[-a-zA-Z0-9_=@,.;]{1,${MAX_CHANNEL_NAME}}$`);
const SOCKET_ID = /^\d+\.\d+$/;
/** Event names are free text up to 200 characters (the hosted service's limit). */
export const MAX_EVENT_NAME = 200;
/** The hosted service refuses event data over 10 KB; we do the same so moving to it changes nothing. */
export const MAX_EVENT_DATA_BYTES = 10_240;

export const isChannelName = (value: unknown): value is string => typeof value === 'string' && CHANNEL_NAME.test(value);

/**
 * A signed-in user's own channel, `#server-to-user-{id}`: pusher-js subscribes to it after
 * `pusher:signin`, and the SDK's `sendToUser` triggers on it. Only the user's connections may
 * join it, and the channels API does not list it.
 */
export const USER_CHANNEL_PREFIX = '#server-to-user-';
/** The user id a user channel names, or undefined for any other name. */
export function userOfChannel(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(USER_CHANNEL_PREFIX)) return undefined;
  const userId = value.slice(USER_CHANNEL_PREFIX.length);
  return isUserId(userId) ? userId : undefined;
}
/** A user id as user authentication accepts it: what a channel name may hold, within its length. */
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_CHANNEL_NAME - USER_CHANNEL_PREFIX.length &&
  CHANNEL_NAME.test(value);
/** Where the HTTP API may send an event: a channel, or a signed-in user's own channel. */
export const isEventTarget = (value: unknown): value is string =>
  isChannelName(value) || userOfChannel(value) !== undefined;
export const isSocketId = (value: unknown): value is string => typeof value === 'string' && SOCKET_ID.test(value);
export const isPrivateChannel = (channel: string) => channel.startsWith('private-');
export const isPresenceChannel = (channel: string) => channel.startsWith('presence-');

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  /** On a client event relayed in a presence channel: the member who sent it. */
  user_id?: string;
}

/** Server frames carry `data` as a JSON-encoded string, as pusher-js expects. */
export function encodeFrame(event: string, data: unknown, channel?: string, userId?: string): string {
  const frame: Frame = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
  if (channel !== undefined) frame.channel = channel;
  if (userId !== undefined) frame.user_id = userId;
  return JSON.stringify(frame);
}

/** A client frame, or undefined when the text is not a JSON object with an event name. */
export function decodeFrame(text: string): Frame | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || typeof (value as Frame).event !== 'string') return undefined;
    const frame = value as Frame;
    // pusher-js sends `data` as an object, some clients as a JSON string: accept both.
    if (typeof frame.data === 'string' && frame.data.startsWith('{')) frame.data = JSON.parse(frame.data);
    return frame;
  } catch {
    return undefined;
  }
}
