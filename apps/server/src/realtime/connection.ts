import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { channelAuth, sameText, userAuth } from './signatures.ts';
import {
  CloseCode,
  decodeFrame,
  encodeFrame,
  ErrorCode,
  isChannelName,
  isPresenceChannel,
  isPrivateChannel,
  MAX_CHANNEL_NAME,
  USER_CHANNEL_PREFIX,
  userOfChannel,
} from './protocol.ts';
import type { RealtimeApp } from './credentials.ts';
import type { Limits } from './limits.ts';
import { FrameRate } from './frame-rate.ts';
import { type Member, parseMember } from './presence.ts';
import { MAX_WATCHLIST } from './watchlists.ts';
import { userOf } from './user-data.ts';

export interface Timing {
  /** Seconds of silence after which either side pings (sent to the client in the handshake). */
  activityTimeoutSeconds: number;
  /** How long a ping may go unanswered before the connection closes with 4201. */
  pongTimeoutMs: number;
}

/** What a connection needs from the server: the channel registry. */
export interface ChannelRegistry {
  /** Subscribes; answers `pusher_internal:subscription_succeeded`'s data (a presence channel's members). */
  join(channel: string, connection: Connection, member?: Member): object;
  leave(channel: string, connection: Connection): void;
  /** The same data for a channel already subscribed: a presence channel's members, else nothing. */
  members(channel: string): object;
  /** A client event from `from` to the channel's other subscribers. */
  relay(channel: string, event: string, data: unknown, from: Connection): void;
  /** The connection is signed in as `userId` (user authentication) watching `watchlist`, or no longer is. */
  signIn(connection: Connection, userId: string, watchlist: readonly string[], previous: readonly string[]): void;
  signOut(connection: Connection, userId: string, watchlist: readonly string[]): void;
}

export interface ConnectionContext {
  registry: ChannelRegistry;
  timing: Timing;
  limits: Limits;
}

/**
 * Output a client may leave unread beyond what the kernel holds: past it the client is dropped,
 * rather than have every later event kept in this process for a reader that never comes.
 */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * One client socket: the handshake, subscriptions, the activity watchdog and the client's limits.
 * Any frame from the client counts as activity; after `activityTimeoutSeconds` of silence the
 * server pings, and a ping left unanswered for `pongTimeoutMs` ends the connection with 4201.
 */
export class Connection {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  readonly channels = new Set<string>();
  /** Who signed in on this connection (`pusher:signin`), if anyone. */
  userId: string | undefined;
  /** The users whose coming and going that user is told of (their watchlist). */
  private watchlist: readonly string[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private readonly rate: FrameRate;

  constructor(
    private readonly socket: WebSocket,
    private readonly app: RealtimeApp,
    private readonly context: ConnectionContext,
  ) {
    const { limits, timing } = context;
    this.rate = new FrameRate(limits);
    socket.on('message', (data, isBinary) => this.receive(isBinary ? '' : data.toString()));
    // ws answers control-frame pings itself; they are frames all the same.
    socket.on('ping', () => {
      if (!this.rate.admits()) this.tooFast();
    });
    socket.on('close', () => this.dispose());
    // ws has already started closing with the matching code (1009 for a frame over maxPayload).
    socket.on('error', () => undefined);
    this.send('pusher:connection_established', {
      socket_id: this.socketId,
      activity_timeout: timing.activityTimeoutSeconds,
    });
    this.touch();
  }

  send(event: string, data: unknown, channel?: string): void {
    this.sendRaw(encodeFrame(event, data, channel));
  }

  /** Sends an already encoded frame (one encoding per published event, not per subscriber). */
  sendRaw(frame: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_UNREAD_BYTES) return this.socket.terminate();
    this.socket.send(frame);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    this.dispose();
  }

  private receive(text: string): void {
    // Once closing (a flood cut off), whatever else the client had sent is not acted on.
    if (this.socket.readyState !== this.socket.OPEN) return;
    const frame = decodeFrame(text);
    if (!this.rate.admits(frame?.event)) return this.tooFast();
    this.touch();
    if (!frame) return this.send('pusher:error', { code: null, message: 'Invalid message format' });
    const data = (typeof frame.data === 'object' && frame.data !== null ? frame.data : {}) as Record<string, unknown>;
    switch (frame.event) {
      case 'pusher:ping':
        return this.send('pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:signin':
        return this.signIn(data);
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.unsubscribe(data.channel);
        return;
      default:
        if (frame.event.startsWith('client-')) return this.clientEvent(frame.event, frame.channel, frame.data);
    }
  }

  /**
   * A client event, when REALTIME_CLIENT_EVENTS turns them on: relayed to the other subscribers of
   * a private or presence channel this connection is subscribed to (whose auth the server signed),
   * never to public channels, where anyone could speak. Counted by the frame rate like any frame.
   */
  private clientEvent(event: string, channel: string | undefined, data: unknown): void {
    if (!this.context.limits.clientEvents) {
      return this.send('pusher:error', { code: null, message: 'Client events are not enabled for this app' });
    }
    if (channel === undefined || !(isPrivateChannel(channel) || isPresenceChannel(channel))) {
      return this.send('pusher:error', {
        code: null,
        message: 'Client events are only supported on private and presence channels',
      });
    }
    if (!this.channels.has(channel)) {
      return this.send('pusher:error', { code: null, message: `Not subscribed to ${channel}` });
    }
    this.context.registry.relay(channel, event, data ?? {}, this);
  }

  /**
   * No storefront comes near the rate, so a client past it is told once and disconnected:
   * answering each refused frame would turn a flood into as many replies. 4100 makes pusher-js
   * back off and reconnect rather than give up.
   */
  private tooFast(): void {
    const perSecond = this.context.limits.maxMessagesPerSecond;
    this.send('pusher:error', {
      code: ErrorCode.rateLimited,
      message: `Too many messages: at most ${perSecond} a second, bursts up to ${2 * perSecond}`,
    });
    this.close(CloseCode.overCapacity, 'Too many messages');
  }

  /**
   * User authentication: `user_data` (JSON naming the user by a text `id`) with the signature
   * the app's user-auth endpoint made over it and this socket. One connection is one user, so
   * signing in again as someone else is refused. A refusal ends the connection with 4009, as
   * Pusher does.
   */
  private signIn(data: Record<string, unknown>): void {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const user = userOf(userData);
    if (user === undefined) {
      return this.unauthorized(
        `user_data must be a JSON object with a text id, and a watchlist of at most ${MAX_WATCHLIST} user ids if any`,
      );
    }
    const expected = userAuth(this.app.key, this.app.secret, this.socketId, userData);
    if (typeof data.auth !== 'string' || !sameText(data.auth, expected)) {
      return this.unauthorized('Invalid signature for user authentication');
    }
    if (this.userId !== undefined && this.userId !== user.id) {
      return this.unauthorized('This connection is signed in as another user');
    }
    const previous = this.watchlist;
    [this.userId, this.watchlist] = [user.id, user.watchlist];
    this.send('pusher:signin_success', { user_data: userData });
    this.context.registry.signIn(this, user.id, user.watchlist, previous);
  }

  private unauthorized(message: string): void {
    this.send('pusher:error', { code: CloseCode.unauthorized, message });
    this.close(CloseCode.unauthorized, message);
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    if (typeof channel === 'string' && channel.length > MAX_CHANNEL_NAME) {
      const error = `The channel name is longer than ${MAX_CHANNEL_NAME} characters`;
      return this.refuse(channel, { type: 'LimitReached', error, status: ErrorCode.unauthorized });
    }
    if (typeof channel === 'string' && channel.startsWith(USER_CHANNEL_PREFIX)) return this.subscribeToUser(channel);
    if (!isChannelName(channel)) {
      return this.send('pusher:error', { code: null, message: 'Invalid channel name' });
    }
    const quota = this.context.limits.maxSubscriptions;
    if (!this.channels.has(channel) && this.channels.size >= quota) {
      const error = `Too many subscriptions: at most ${quota} channels per connection`;
      return this.refuse(channel, { type: 'LimitReached', error, status: ErrorCode.overQuota });
    }
    let member: Member | undefined;
    if (isPresenceChannel(channel)) {
      member = parseMember(data.channel_data);
      if (!member) {
        const error = 'A presence subscription needs channel_data naming a user_id';
        return this.refuse(channel, { type: 'AuthError', error, status: 400 });
      }
    }
    if (isPrivateChannel(channel) || member) {
      const channelData = member ? (data.channel_data as string) : undefined;
      const expected = channelAuth(this.app.key, this.app.secret, this.socketId, channel, channelData);
      if (typeof data.auth !== 'string' || !sameText(data.auth, expected)) {
        this.send('pusher:error', { code: ErrorCode.unauthorized, message: `Invalid signature for ${channel}` });
        return this.refuse(channel, { type: 'AuthError', error: 'The connection is unauthorized.', status: 401 });
      }
    }
    this.join(channel, member);
  }

  /** A user's own channel: only for a connection signed in as that user (pusher-js asks once signed in). */
  private subscribeToUser(channel: string): void {
    const owner = userOfChannel(channel);
    if (owner === undefined) return this.send('pusher:error', { code: null, message: 'Invalid channel name' });
    if (owner !== this.userId) {
      const error = 'Only a connection signed in as this user may subscribe to their channel';
      return this.refuse(channel, { type: 'AuthError', error, status: 401 });
    }
    this.join(channel);
  }

  /** Joins `channel` once allowed; subscribing again changes nothing (a presence member stays who it was). */
  private join(channel: string, member?: Member): void {
    if (this.channels.has(channel)) {
      return this.send('pusher_internal:subscription_succeeded', this.context.registry.members(channel), channel);
    }
    this.channels.add(channel);
    const joined = this.context.registry.join(channel, this, member);
    this.send('pusher_internal:subscription_succeeded', joined, channel);
  }

  private refuse(channel: string, reason: { type: string; error: string; status: number }): void {
    this.send('pusher:subscription_error', reason, channel);
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.context.registry.leave(channel, this);
  }

  private touch(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ping(), this.context.timing.activityTimeoutSeconds * 1000);
  }

  private ping(): void {
    this.send('pusher:ping', {});
    this.pongTimer = setTimeout(
      () => this.close(CloseCode.pongNotReceived, 'Pong reply not received'),
      this.context.timing.pongTimeoutMs,
    );
  }

  /** Runs on close (and again on the socket's 'close'): no timer or registry entry outlives it. */
  private dispose(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    for (const channel of this.channels) this.context.registry.leave(channel, this);
    this.channels.clear();
    if (this.userId !== undefined) this.context.registry.signOut(this, this.userId, this.watchlist);
  }
}
