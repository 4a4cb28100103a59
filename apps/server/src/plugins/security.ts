import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { recaptchaOrigins } from './recaptcha-origins.ts';

/** Where the onRequest hook leaves this request's reCAPTCHA origins for the CSP directives. */
const RECAPTCHA = Symbol('recaptchaOrigins');
type WithOrigins = IncomingMessage & { [RECAPTCHA]?: { scripts: string[]; frames: string[] } };
const withSelf = (pick: 'scripts' | 'frames') => (req: IncomingMessage) =>
  ["'self'", ...((req as WithOrigins)[RECAPTCHA]?.[pick] ?? [])].join(' ');
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every response. The storefront's scripts are all same-origin bundles, so
 * scripts need no 'unsafe-inline'; styles allow it because toasts and React style props set
 * inline styles. Realtime connects over ws(s) to this origin or a configured realtime host.
 * While reCAPTCHA is on in the settings, its widget's script and frame origins are added, and
 * nothing else foreign ever is. Popups keep their opener (same-origin-allow-popups) so a social
 * sign-in popup can hand its result back to the page that opened it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  const realtimeOrigins = config.PUSHER_HOST
    ? [
        `${config.PUSHER_SCHEME === 'https' ? 'wss' : 'ws'}://${config.PUSHER_HOST}${config.PUSHER_PORT ? `:${config.PUSHER_PORT}` : ''}`,
      ]
    : [];
  const origins = recaptchaOrigins(db, config.RECAPTCHA_SCRIPT_URL);
  app.addHook('onClose', async () => origins.close());
  // Registered before helmet's own hooks, which run in order and read what this one leaves.
  app.addHook('onRequest', async (request) => {
    (request.raw as WithOrigins)[RECAPTCHA] = await origins.current();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withSelf('scripts')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...realtimeOrigins],
        frameSrc: [withSelf('frames')],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // HSTS only on answers that came over TLS: on this listener, or through a proxy TRUST_PROXY
  // believes when it says X-Forwarded-Proto: https. Anyone can send that header to a server
  // reached directly, and pinning HTTPS on a host that is not served over it locks users out.
  if (config.HSTS) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  }
  // The popup's return page: under the site's COOP, arriving there from the provider's page
  // would move the popup to a new browsing context group, cutting it from its opener.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/auth/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
