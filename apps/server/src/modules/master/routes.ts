import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { buildMaster } from './service.ts';

const { settings } = routes;

/**
 * `GET /master`: the settings with what sign-in and payment offer, the navigation and the
 * languages, in one answer. It reads those modules, so it sits above them, and settings stays
 * the store of settings every module reads.
 */
export function masterRoutes({ db, config, realtime }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, settings.master, async (request) => ({
      message: 'Master data',
      data: await buildMaster(db, config, realtime.client, request.headers['accept-language'], request.query.shop_id),
    }));
  };
}
