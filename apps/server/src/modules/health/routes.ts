import { routes } from '@souk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { serve } from '../../lib/serve.ts';
import { selectOne } from './queries.ts';

/**
 * How long the database may take to answer `select 1`. Well under the pool's wait for a
 * connection (db/database.ts), so a load balancer's probe is answered before it gives up.
 */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * `GET /health`, for load balancers and uptime monitors: 200 while the database answers, 503
 * while it does not (the process itself survives, and serves again once the database is back).
 * No sign-in; never cached (the response cache keeps only routes marked publicCache).
 */
export function healthRoutes({ db, searchIndex }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, routes.health.health, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const search_index = searchIndex.state;
      if (await databaseAnswers(db, request.log)) return { status: 'ok', database: 'ok', search_index } as const;
      reply.status(503);
      return { status: 'unavailable', database: 'unavailable', search_index } as const;
    });
  };
}

async function databaseAnswers(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  // A probe still running at the timeout settles later, where its failure is only logged.
  const probe = selectOne(db).then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error }, 'health check: the database did not answer');
      return false;
    },
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
