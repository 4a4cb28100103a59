import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { AddressQuota } from './address-quota.ts';
import { clientAddressResolver } from './client-address.ts';
import type { RealtimeApp } from './credentials.ts';
import { type ChannelRegistry, Connection, type ConnectionContext, type Timing } from './connection.ts';
import type { Limits } from './limits.ts';
import { CloseCode, encodeFrame, isPresenceChannel, PROTOCOL_VERSION, userOfChannel } from './protocol.ts';
import { type Member, PresenceRoster } from './presence.ts';
import { WATCHLIST_EVENT, Watchlists, watchlistEvents } from './watchlists.ts';
import type { WebhookEvent, WebhookSink } from './webhooks.ts';

export interface PusherServerOptions extends Partial<Timing> {
  apps: RealtimeApp[];
  limits: Limits;
  /** Which peers may name the client in X-Forwarded-For: the API's TRUST_PROXY. */
  trustProxy: boolean | string;
  /** Where channels' lives are told (REALTIME_WEBHOOK_URL), if anywhere. */
  webhooks?: WebhookSink;
}

const APP_PATH = /^\/app\/([^/?]+)\/?$/;

/**
 * The built-in Pusher-protocol server: WebSocket upgrades on `/app/{key}` of the HTTP server
 * it is attached to, and `publish` for the HTTP events API. Subscriptions live in this
 * process; several processes need a shared service instead (Soketi, Reverb, Pusher).
 */
export class PusherServer implements ChannelRegistry {
  private readonly wss: WebSocketServer;
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly presence = new PresenceRoster();
  private readonly connections = new Set<Connection>();
  /** Connections by the user signed in on them. */
  private readonly users = new Map<string, Set<Connection>>();
  private readonly watchlists = new Watchlists();
  private readonly perAddress: AddressQuota;
  private readonly clientAddress: (request: IncomingMessage) => string;
  private readonly context: ConnectionContext;

  constructor(private readonly options: PusherServerOptions) {
    // ws reads a frame's length first and closes with 1009 past maxPayload, before buffering it.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.limits.maxMessageBytes });
    this.perAddress = new AddressQuota(options.limits.maxConnectionsPerAddress);
    this.clientAddress = clientAddressResolver(options.trustProxy);
    this.context = {
      registry: this,
      limits: options.limits,
      timing: {
        activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
        pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
      },
    };
  }

  findApp(by: { id?: string; key?: string }): RealtimeApp | undefined {
    return this.options.apps.find((app) => (by.id ? app.id === by.id : app.key === by.key));
  }

  /** Takes over upgrades to `/app/{key}`; other upgrade paths are refused. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = APP_PATH.exec(url.pathname);
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      const key = decodeURIComponent(match[1] ?? '');
      const address = this.clientAddress(request);
      this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws, key, url, address));
    });
  }

  /** Errors before the handshake are told as `pusher:error` and then the matching close code. */
  private open(ws: WebSocket, key: string, url: URL, address: string): void {
    const refuse = (code: number, message: string) => {
      ws.send(encodeFrame('pusher:error', { code, message }));
      ws.close(code, message);
    };
    const protocol = url.searchParams.get('protocol');
    if (!protocol) return refuse(CloseCode.noProtocol, 'No protocol version supplied');
    if (Number(protocol) !== PROTOCOL_VERSION)
      return refuse(CloseCode.unsupportedProtocol, 'Unsupported protocol version');
    const app = this.findApp({ key });
    if (!app) return refuse(CloseCode.appNotFound, `App key ${key} does not exist`);
    // The address's other connections are left alone; this one may come back once one closes.
    if (!this.perAddress.take(address)) return refuse(CloseCode.overCapacity, 'Too many connections from this address');
    const connection = new Connection(ws, app, this.context);
    this.connections.add(connection);
    ws.on('close', () => {
      this.connections.delete(connection);
      this.perAddress.release(address);
    });
  }

  join(channel: string, connection: Connection, member?: Member): object {
    let members = this.channels.get(channel);
    if (!members) {
      this.channels.set(channel, (members = new Set()));
      this.tell({ name: 'channel_occupied', channel });
    }
    members.add(connection);
    if (!member) return {};
    // The others hear of a user's first connection only; the newcomer gets the whole roster.
    if (this.presence.join(channel, connection, member)) {
      this.publish(
        channel,
        'pusher_internal:member_added',
        { user_id: member.user_id, user_info: member.user_info },
        connection.socketId,
      );
      this.tell({ name: 'member_added', channel, user_id: member.user_id });
    }
    return this.presence.snapshot(channel);
  }

  leave(channel: string, connection: Connection): void {
    const members = this.channels.get(channel);
    if (!members?.delete(connection)) return;
    if (isPresenceChannel(channel)) {
      const gone = this.presence.leave(channel, connection);
      if (gone !== undefined) {
        this.publish(channel, 'pusher_internal:member_removed', { user_id: gone });
        this.tell({ name: 'member_removed', channel, user_id: gone });
      }
    }
    if (members.size > 0) return;
    this.channels.delete(channel);
    this.tell({ name: 'channel_vacated', channel });
  }

  /** A client event: in a presence channel it names its sender, as pusher-js hands it to listeners. */
  relay(channel: string, event: string, data: unknown, from: Connection): void {
    const userId = this.presence.userOf(channel, from);
    this.publish(channel, event, data, from.socketId, userId);
    this.tell({
      name: 'client_event',
      channel,
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data),
      socket_id: from.socketId,
      ...(userId === undefined ? {} : { user_id: userId }),
    });
  }

  /** A webhook event, for the app's channels (a user's own channel is not one of them). */
  private tell(event: WebhookEvent): void {
    if (userOfChannel(event.channel) === undefined) this.options.webhooks?.emit(event);
  }

  /**
   * `connection` is signed in as `userId`, watching `watchlist` (instead of `previous`, when it
   * signs in again). Those watching the user hear it come online with its first connection; the
   * connection hears who of its watchlist is online and who is not.
   */
  signIn(connection: Connection, userId: string, watchlist: readonly string[], previous: readonly string[]): void {
    let connections = this.users.get(userId);
    if (!connections) {
      this.users.set(userId, (connections = new Set([connection])));
      this.tellWatchers(userId, 'online');
    }
    connections.add(connection);
    this.watchlists.unwatch(connection, previous);
    this.watchlists.watch(connection, watchlist);
    if (watchlist.length === 0) return;
    const online = watchlist.filter((id) => this.users.has(id));
    connection.send(
      WATCHLIST_EVENT,
      watchlistEvents(
        online,
        watchlist.filter((id) => !this.users.has(id)),
      ),
    );
  }

  /** `connection` closed; with the user's last connection, those watching hear them go offline. */
  signOut(connection: Connection, userId: string, watchlist: readonly string[]): void {
    this.watchlists.unwatch(connection, watchlist);
    const connections = this.users.get(userId);
    connections?.delete(connection);
    if (connections?.size !== 0) return;
    this.users.delete(userId);
    this.tellWatchers(userId, 'offline');
  }

  private tellWatchers(userId: string, name: 'online' | 'offline'): void {
    const watchers = this.watchlists.watchersOf(userId);
    if (watchers.size === 0) return;
    const frame = encodeFrame(WATCHLIST_EVENT, { events: [{ name, user_ids: [userId] }] });
    for (const watcher of watchers) watcher.sendRaw(frame);
  }

  /** Ends every connection signed in as `userId` with 4009 (`terminate_connections`). */
  terminateUser(userId: string): void {
    for (const connection of [...(this.users.get(userId) ?? [])]) {
      connection.close(CloseCode.unauthorized, "The app ended this user's connections");
    }
  }

  members(channel: string): object {
    return isPresenceChannel(channel) ? this.presence.snapshot(channel) : {};
  }

  /** What the HTTP API tells of a channel: its subscriptions and, for presence, its users. */
  channelInfo(channel: string): { subscription_count: number; user_count?: number } {
    const counts = { subscription_count: this.subscriberCount(channel) };
    return isPresenceChannel(channel) ? { ...counts, user_count: this.presence.userCount(channel) } : counts;
  }

  /** The channels with subscribers whose names begin with `prefix` (users' own channels aside). */
  occupiedChannels(prefix = ''): string[] {
    return [...this.channels.keys()].filter(
      (channel) => channel.startsWith(prefix) && userOfChannel(channel) === undefined,
    );
  }

  /** A presence channel's user ids. */
  presenceUsers(channel: string): string[] {
    return this.presence.userIds(channel);
  }

  /** Sends an event to every subscriber of `channel` but the socket that caused it. */
  publish(channel: string, event: string, data: unknown, exceptSocketId?: string, userId?: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    const frame = encodeFrame(event, data, channel, userId);
    for (const connection of members) {
      if (connection.socketId !== exceptSocketId) connection.sendRaw(frame);
    }
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** What this process holds: open connections, channels with subscribers, addresses connected. */
  stats(): { connections: number; channels: number; addresses: number } {
    return { connections: this.connections.size, channels: this.channels.size, addresses: this.perAddress.size };
  }

  /** Ends every connection with `code` (4200: clients reconnect at once). */
  dropConnections(code: number = CloseCode.reconnect, reason = 'Server shutting down'): void {
    for (const connection of this.connections) connection.close(code, reason);
    this.connections.clear();
  }

  /**
   * On shutdown clients are told to reconnect (to another process, or to us once back); the
   * webhooks their leaving causes are sent before it resolves.
   */
  async close(): Promise<void> {
    this.dropConnections();
    this.wss.close();
    await this.options.webhooks?.flush();
  }
}
