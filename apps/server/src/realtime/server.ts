import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { AddressQuota } from './address-quota.ts';
import { clientAddressResolver } from './client-address.ts';
import type { RealtimeApp } from './credentials.ts';
import { type ChannelRegistry, Connection, type ConnectionContext, type Timing } from './connection.ts';
import type { Limits } from './limits.ts';
import { CloseCode, encodeFrame, PROTOCOL_VERSION } from './protocol.ts';

export interface PusherServerOptions extends Partial<Timing> {
  apps: RealtimeApp[];
  limits: Limits;
  /** Which peers may name the client in X-Forwarded-For: the API's TRUST_PROXY. */
  trustProxy: boolean | string;
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
  private readonly connections = new Set<Connection>();
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

  join(channel: string, connection: Connection): void {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(connection);
  }

  leave(channel: string, connection: Connection): void {
    const members = this.channels.get(channel);
    members?.delete(connection);
    if (members?.size === 0) this.channels.delete(channel);
  }

  /** Sends an event to every subscriber of `channel` but the socket that caused it. */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    const frame = encodeFrame(event, data, channel);
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

  /** On shutdown clients are told to reconnect (to another process, or to us once back). */
  close(): void {
    this.dropConnections();
    this.wss.close();
  }
}
