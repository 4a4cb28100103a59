import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { inlineScriptSources } from './inline-scripts.ts';
import { type RecaptchaOrigins, recaptchaOrigins } from './recaptcha-origins.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What an API answer that is not a page carries instead of the pages' set: JSON is never a
 * document, so it may load nothing and be framed by no one, and the document-only headers
 * (opener and agent-cluster policies, legacy browser switches) would only add some 600 bytes
 * to every answer.
 */
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Security headers for every response. The storefront's scripts are same-origin bundles and one
 * inline boot script allowed by its hash, so scripts need no 'unsafe-inline'; styles allow it
 * because toasts and React style props set inline styles. Realtime connects over ws(s) to this
 * origin or a configured realtime host. While reCAPTCHA is on in the settings, its widget's script and frame origins are added, and
 * nothing else foreign ever is. Popups keep their opener (same-origin-allow-popups) so a social
 * sign-in popup can hand its result back to the page that opened it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, db: Db): void {
  const realtimeOrigins = config.PUSHER_HOST
    ? [
        `${config.PUSHER_SCHEME === 'https' ? 'wss' : 'ws'}://${config.PUSHER_HOST}${config.PUSHER_PORT ? `:${config.PUSHER_PORT}` : ''}`,
      ]
    : [];
  const inlineScripts = inlineScriptSources(config.webDir, config.SERVE_WEB);
  const headersFor = (recaptcha: RecaptchaOrigins) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts, ...recaptcha.scripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...realtimeOrigins],
          frameSrc: ["'self'", ...recaptcha.frames],
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
  const origins = recaptchaOrigins(db, config.RECAPTCHA_SCRIPT_URL);
  app.addHook('onClose', async () => origins.close());
  // One helmet per reCAPTCHA state (on or off), built once and kept: building it parses and
  // checks every directive, too slow to do per request.
  const built = new Map<RecaptchaOrigins, ReturnType<typeof helmet>>();
  const documentHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = await origins.current();
    let apply = built.get(current);
    if (!apply) built.set(current, (apply = headersFor(current)));
    apply(request.raw, reply.raw, () => undefined);
  };
  const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');
  // Callback hooks, not async ones: every request passes here, and a promise each costs. What
  // the API sends is known only once it sends (the sandbox pay page is a document under /api).
  app.addHook('onRequest', (request, reply, done) => {
    if (isApi(request)) return done();
    documentHeaders(request, reply).then(() => done(), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApi(request)) return done(null, payload);
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      return done(null, payload);
    }
    documentHeaders(request, reply).then(() => done(null, payload), done);
  });
  // HSTS only on answers that came over TLS: on this listener, or through a proxy TRUST_PROXY
  // believes when it says X-Forwarded-Proto: https. Anyone can send that header to a server
  // reached directly, and pinning HTTPS on a host that is not served over it locks users out.
  if (config.HSTS) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  }
  // The popup's return page: under the site's COOP, arriving there from the provider's page
  // would move the popup to a new browsing context group, cutting it from its opener.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/auth/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
    done(null, payload);
  });
}
