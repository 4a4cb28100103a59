import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { channelAuth, userAuth } from '../../realtime/signatures.ts';
import { mayListen, realtimeIdentity } from './channels.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';

const { broadcasting } = routes;

/**
 * `POST /broadcasting/auth`: pusher-js asks here before joining a private channel (form fields
 * socket_id and channel_name, the bearer token in the headers). The answer is the bare
 * `{ auth }` pusher-js reads, signed with the secret of whichever realtime service is in use.
 * `POST /broadcasting/user-auth` signs a connection in as its user, the same way.
 */
export function broadcastingRoutes({ db, clock, realtime }: AppContext): FastifyPluginAsyncZod {
  const { app: credentials } = realtime.settings;
  return async (app) => {
    acceptFormBodies(app);

    serve(app, db, broadcasting.channelAuth, async (request) => {
      const { socket_id, channel_name } = request.body;
      const decision = await mayListen({ db, clock }, bearerToken(request), channel_name);
      if (decision === 'unauthenticated') throw AppError.unauthenticated();
      if (decision === 'forbidden') throw new AppError(403, 'You may not listen to this channel.');
      return { auth: channelAuth(credentials.key, credentials.secret, socket_id, channel_name) };
    });

    // `pusher.signin()` asks here (form field socket_id, the bearer token in the headers): the
    // connection is then the shopper's or the shop's (realtimeIdentity), told when those of its
    // watchlist come and go; a password reset, which ends every session of theirs, ends it too.
    serve(app, db, broadcasting.userAuth, async (request) => {
      const user = await realtimeIdentity({ db, clock }, bearerToken(request));
      if (!user) throw AppError.unauthenticated();
      const user_data = JSON.stringify({ id: user.id, user_info: { name: user.name }, watchlist: user.watchlist });
      return { auth: userAuth(credentials.key, credentials.secret, request.body.socket_id, user_data), user_data };
    });
  };
}
