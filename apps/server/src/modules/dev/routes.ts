import { parseIdentifier, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { listOutbox } from '../../lib/messaging/outbox-queries.ts';

/**
 * Local-mode helpers (registered only when APP_ENV=local): `GET /dev/outbox?to=` shows the mail
 * and SMS the shop would have sent, newest first, so one-time codes can be read without a mail
 * server. Elsewhere the path does not exist.
 */
export function devRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, routes.dev.outbox, async (request) => {
      const to = request.query.to ? parseIdentifier(request.query.to).value : null;
      return { message: 'Outbox', data: { messages: await listOutbox(db, to) } };
    });
  };
}
