import { broadcastingAuthBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { channelAuth } from '../../realtime/signatures.ts';
import { mayListen } from './channels.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';

/**
 * `POST /broadcasting/auth`: pusher-js asks here before joining a private channel (form fields
 * socket_id and channel_name, the bearer token in the headers). The answer is the bare
 * `{ auth }` pusher-js reads, signed with the secret of whichever realtime service is in use.
 */
export function broadcastingRoutes({ db, realtime }: AppContext): FastifyPluginAsyncZod {
  const { app: credentials } = realtime.settings;
  return async (app) => {
    acceptFormBodies(app);

    app.post('/broadcasting/auth', { schema: { body: broadcastingAuthBodySchema } }, async (request) => {
      const { socket_id, channel_name } = request.body;
      const decision = await mayListen(db, bearerToken(request), channel_name);
      if (decision === 'unauthenticated') throw AppError.unauthenticated();
      if (decision === 'forbidden') throw new AppError(403, 'You may not listen to this channel.');
      return { auth: channelAuth(credentials.key, credentials.secret, socket_id, channel_name) };
    });
  };
}
