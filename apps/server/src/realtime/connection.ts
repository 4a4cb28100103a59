import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { channelAuth, sameText } from './signatures.ts';
import {
  CloseCode,
  decodeFrame,
  encodeFrame,
  isChannelName,
  isPresenceChannel,
  isPrivateChannel,
  UNAUTHORIZED,
} from './protocol.ts';
import type { RealtimeApp } from './credentials.ts';

export interface Timing {
  /** Seconds of silence after which either side pings (sent to the client in the handshake). */
  activityTimeoutSeconds: number;
  /** How long a ping may go unanswered before the connection closes with 4201. */
  pongTimeoutMs: number;
}

/** What a connection needs from the server: the channel registry. */
export interface ChannelRegistry {
  join(channel: string, connection: Connection): void;
  leave(channel: string, connection: Connection): void;
}

/**
 * One client socket: the handshake, subscriptions and the activity watchdog. Any frame from
 * the client counts as activity; after `activityTimeoutSeconds` of silence the server pings,
 * and a ping left unanswered for `pongTimeoutMs` ends the connection with 4201.
 */
export class Connection {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  readonly channels = new Set<string>();
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly app: RealtimeApp,
    private readonly registry: ChannelRegistry,
    private readonly timing: Timing,
  ) {
    socket.on('message', (data, isBinary) => this.receive(isBinary ? '' : data.toString()));
    socket.on('close', () => this.dispose());
    socket.on('error', () => socket.terminate());
    this.send('pusher:connection_established', {
      socket_id: this.socketId,
      activity_timeout: timing.activityTimeoutSeconds,
    });
    this.touch();
  }

  send(event: string, data: unknown, channel?: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeFrame(event, data, channel));
  }

  /** Sends an already encoded frame (one encoding per published event, not per subscriber). */
  sendRaw(frame: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    this.dispose();
  }

  private receive(text: string): void {
    this.touch();
    const frame = decodeFrame(text);
    if (!frame) return this.send('pusher:error', { code: null, message: 'Invalid message format' });
    const data = (typeof frame.data === 'object' && frame.data !== null ? frame.data : {}) as Record<string, unknown>;
    switch (frame.event) {
      case 'pusher:ping':
        return this.send('pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.unsubscribe(data.channel);
        return;
      default:
        // Client events would let one browser speak on a channel; nothing here needs them.
        if (frame.event.startsWith('client-')) {
          return this.send('pusher:error', { code: null, message: 'Client events are not enabled for this app' });
        }
    }
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isChannelName(channel)) {
      return this.send('pusher:error', { code: null, message: 'Invalid channel name' });
    }
    if (isPresenceChannel(channel)) {
      return this.refuse(channel, 'Presence channels are not supported by this server', 400);
    }
    if (isPrivateChannel(channel)) {
      const expected = channelAuth(this.app.key, this.app.secret, this.socketId, channel);
      if (typeof data.auth !== 'string' || !sameText(data.auth, expected)) {
        this.send('pusher:error', { code: UNAUTHORIZED, message: `Invalid signature for ${channel}` });
        return this.refuse(channel, 'The connection is unauthorized.', 401);
      }
    }
    this.channels.add(channel);
    this.registry.join(channel, this);
    this.send('pusher_internal:subscription_succeeded', {}, channel);
  }

  private refuse(channel: string, error: string, status: number): void {
    this.send('pusher:subscription_error', { type: 'AuthError', error, status }, channel);
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.registry.leave(channel, this);
  }

  private touch(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ping(), this.timing.activityTimeoutSeconds * 1000);
  }

  private ping(): void {
    this.send('pusher:ping', {});
    this.pongTimer = setTimeout(
      () => this.close(CloseCode.pongNotReceived, 'Pong reply not received'),
      this.timing.pongTimeoutMs,
    );
  }

  private dispose(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    for (const channel of this.channels) this.registry.leave(channel, this);
    this.channels.clear();
  }
}
