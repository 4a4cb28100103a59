import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { PusherServer } from './server.ts';
import { isChannelName, isSocketId, MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME } from './protocol.ts';
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
}

/**
 * The HTTP events API of the built-in server (`POST /apps/{id}/events` and `/batch_events`),
 * signed as the hosted service signs it: the official SDK's requests pass unchanged. Answers
 * are plain `{}` or `{ error }` like the hosted API, not the shop's `/api` envelope.
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

    const handle = (batch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const appId = (request.params as { appId: string }).appId;
      verifySignature(server, clock, appId, request, raw);
      const events = batch ? batchEvents(parse(raw)) : [parse(raw) as TriggerBody];
      const checked = events.map(checkEvent);
      for (const event of checked) {
        for (const channel of event.channels) server.publish(channel, event.name, event.data, event.socketId);
      }
      return reply.send(batch ? { batch: checked.map(() => ({})) } : {});
    };
    scope.post('/apps/:appId/events', handle(false));
    scope.post('/apps/:appId/batch_events', handle(true));
  });
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
  if (!channels.every(isChannelName)) throw new ApiError(400, 'Invalid channel name');
  if (body.socket_id !== undefined && !isSocketId(body.socket_id)) throw new ApiError(400, 'Invalid socket_id');
  return { name, data, channels: channels as string[], socketId: body.socket_id as string | undefined };
}
