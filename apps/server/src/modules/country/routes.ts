import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { listCountries } from './queries.ts';

/**
 * `GET /countries`: every country with its calling code, for the sign-up and forgot-password
 * forms, in name order (the seed inserts them sorted, so id order is name order on both databases).
 */
export function countryRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      db,
      routes.countries.countries,
      async () => ({
        message: 'Countries',
        data: {
          countries: await listCountries(db),
        },
      }),
      { config: publicCache },
    );
  };
}
