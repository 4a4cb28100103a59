import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { PusherServer } from './server.ts';
import {
  isChannelName,
  isEventTarget,
  isPresenceChannel,
  isSocketId,
  isUserId,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME,
} from './protocol.ts';
import { hmacHex, md5Hex, requestSigningString, sameText } from './signatures.ts';

/** A signed request older or newer than this is refused, so a captured one cannot be replayed later. */
const MAX_CLOCK_SKEW_SECONDS = 600;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface TriggerBody {
  name?: unknown;
  data?: unknown;
  channel?: unknown;
  channels?: unknown;
  socket_id?: unknown;
  info?: unknown;
}

/** The attributes `info` may ask for, as Pusher names them. */
const INFO_ATTRIBUTES = ['subscription_count', 'user_count'] as const;
type InfoAttribute = (typeof INFO_ATTRIBUTES)[number];

/**
 * The HTTP API of the built-in server, signed as the hosted service signs it, so the official
 * SDK's requests pass unchanged: events (`POST /apps/{id}/events` and `/batch_events`, with the
 * channels' attributes when `info` asks; a signed-in user's own channel, as `sendToUser` sends),
 * channels (`GET /apps/{id}/channels`, one channel, a presence channel's users) and users
 * (`POST /apps/{id}/users/{user}/terminate_connections`). Answers are plain JSON or `{ error }`
 * like the hosted API, not the shop's `/api` envelope.
 */
export function registerEventsApi(app: FastifyInstance, server: PusherServer, clock: Clock): void {
  void app.register(async (scope) => {
    // The signature covers the body's MD5, so the route needs the exact bytes sent.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
      return reply
        .status(status >= 400 && status < 500 ? status : 500)
        .send({ error: status < 500 ? error.message : 'Server error' });
    });

    /** The request's body as sent, once its signature (over the query and the body's MD5) holds. */
    const signed = (request: FastifyRequest) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      verifySignature(server, clock, appIdOf(request), request, raw);
      return raw;
    };
    const handle = (batch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = signed(request);
      const events = batch ? batchEvents(parse(raw)) : [parse(raw) as TriggerBody];
      const checked = events.map(checkEvent);
      for (const event of checked) {
        for (const channel of event.channels) server.publish(channel, event.name, event.data, event.socketId);
      }
      if (batch) {
        // A batch event's info is of its one channel.
        return reply.send({ batch: checked.map((event) => attributes(server, event.channels[0]!, event.info)) });
      }
      const [event] = checked;
      if (event!.info.length === 0) return reply.send({});
      const channels = Object.fromEntries(event!.channels.map((name) => [name, attributes(server, name, event!.info)]));
      return reply.send({ channels });
    };
    scope.post('/apps/:appId/events', handle(false));
    scope.post('/apps/:appId/batch_events', handle(true));
    scope.post('/apps/:appId/users/:userId/terminate_connections', async (request) => {
      signed(request);
      const { userId } = request.params as { userId: string };
      if (!isUserId(userId)) throw new ApiError(400, 'Invalid user id');
      server.terminateUser(userId);
      return {};
    });

    const signedGet = (request: FastifyRequest) => {
      signed(request);
      return request.query as Record<string, unknown>;
    };
    scope.get('/apps/:appId/channels', async (request) => {
      const query = signedGet(request);
      const prefix = typeof query.filter_by_prefix === 'string' ? query.filter_by_prefix : '';
      const info = infoOf(query.info);
      // As the hosted API: users can be counted only where every channel listed is a presence channel.
      if (info.includes('user_count') && !prefix.startsWith('presence-')) {
        throw new ApiError(400, 'user_count may only be asked for presence channels (filter_by_prefix=presence-)');
      }
      const names = server.occupiedChannels(prefix);
      return { channels: Object.fromEntries(names.map((name) => [name, attributes(server, name, info)])) };
    });
    scope.get('/apps/:appId/channels/:channel', async (request) => {
      const info = infoOf(signedGet(request).info);
      const channel = channelOf(request);
      if (info.includes('user_count') && !isPresenceChannel(channel)) {
        throw new ApiError(400, 'user_count may only be asked for a presence channel');
      }
      const { subscription_count: count } = server.channelInfo(channel);
      return { occupied: count > 0, ...attributes(server, channel, info) };
    });
    scope.get('/apps/:appId/channels/:channel/users', async (request) => {
      signedGet(request);
      const channel = channelOf(request);
      if (!isPresenceChannel(channel)) throw new ApiError(400, 'Users can only be listed for a presence channel');
      return { users: server.presenceUsers(channel).map((id) => ({ id })) };
    });
  });
}

const appIdOf = (request: FastifyRequest) => (request.params as { appId: string }).appId;

function channelOf(request: FastifyRequest): string {
  const channel = (request.params as { channel?: string }).channel;
  if (!isChannelName(channel)) throw new ApiError(400, 'Invalid channel name');
  return channel;
}

/** The attributes a comma-separated `info` asks for; an unknown one is refused by name. */
function infoOf(value: unknown): InfoAttribute[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw new ApiError(400, 'info must be a comma-separated list');
  const asked = value.split(',').map((part) => part.trim());
  const unknown = asked.find((part) => !(INFO_ATTRIBUTES as readonly string[]).includes(part));
  if (unknown !== undefined) throw new ApiError(400, `Unknown info attribute: ${unknown}`);
  return asked as InfoAttribute[];
}

/** The channel's attributes among `info` (a presence channel's user count only where it has one). */
function attributes(server: PusherServer, channel: string, info: InfoAttribute[]) {
  const known = server.channelInfo(channel);
  return Object.fromEntries(info.flatMap((name) => (known[name] === undefined ? [] : [[name, known[name]]])));
}

function verifySignature(
  server: PusherServer,
  clock: Clock,
  appId: string,
  request: FastifyRequest,
  raw: string,
): void {
  const query = request.query as Record<string, string | string[] | undefined>;
  const single = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const key = single('auth_key');
  const app = key ? server.findApp({ key }) : undefined;
  if (!app) throw new ApiError(401, 'Unknown auth_key');
  if (app.id !== appId) throw new ApiError(403, 'The auth_key does not belong to this app');
  if (single('auth_version') !== '1.0') throw new ApiError(401, 'auth_version must be 1.0');
  const timestamp = Number(single('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(clock.now() / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    throw new ApiError(401, 'Timestamp expired: auth_timestamp must be within 600 seconds of the server time');
  }
  if (raw.length > 0 && single('body_md5') !== md5Hex(raw)) throw new ApiError(401, 'body_md5 does not match the body');
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string') flat[name] = value;
  const path = new URL(request.url, 'http://localhost').pathname;
  const expected = hmacHex(app.secret, requestSigningString(request.method, path, flat));
  if (!sameText(single('auth_signature') ?? '', expected)) throw new ApiError(401, 'Invalid signature');
}

function parse(raw: string): unknown {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) return value;
  } catch {
    // Falls through to the same answer as a body that is not an object.
  }
  throw new ApiError(400, 'The body must be a JSON object');
}

function batchEvents(body: unknown): TriggerBody[] {
  const batch = (body as { batch?: unknown }).batch;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
    throw new ApiError(400, `batch must list 1 to ${MAX_BATCH} events`);
  }
  return batch as TriggerBody[];
}

function checkEvent(body: TriggerBody) {
  const { name, data } = body;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME) {
    throw new ApiError(400, `name must be text of 1 to ${MAX_EVENT_NAME} characters`);
  }
  if (typeof data !== 'string') throw new ApiError(400, 'data must be a string');
  if (Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES) throw new ApiError(413, 'data is larger than 10 KB');
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_CHANNELS) {
    throw new ApiError(400, `channels must list 1 to ${MAX_CHANNELS} channels`);
  }
  if (!channels.every(isEventTarget)) throw new ApiError(400, 'Invalid channel name');
  if (body.socket_id !== undefined && !isSocketId(body.socket_id)) throw new ApiError(400, 'Invalid socket_id');
  const info = infoOf(body.info);
  return { name, data, channels: channels as string[], socketId: body.socket_id as string | undefined, info };
}
