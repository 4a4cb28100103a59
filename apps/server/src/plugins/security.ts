import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers for every response. The storefront's scripts are all same-origin bundles, so
 * scripts need no 'unsafe-inline'; styles allow it because toasts and React style props set
 * inline styles. Realtime connects over ws(s) to this origin or a configured realtime host.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const realtimeOrigins = config.PUSHER_HOST
    ? [
        `${config.PUSHER_SCHEME === 'https' ? 'wss' : 'ws'}://${config.PUSHER_HOST}${config.PUSHER_PORT ? `:${config.PUSHER_PORT}` : ''}`,
      ]
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...realtimeOrigins],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.HSTS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
