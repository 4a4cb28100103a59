import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** A bare host name or address with an optional port: nothing a forged Host header could smuggle in. */
const SAFE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin written into canonical links, Open Graph tags and sitemaps. APP_URL when
 * set. Otherwise, in local mode only, the request's own origin once its Host passes a strict
 * check; in production without APP_URL there is no origin to trust (a forged Host would end
 * up in caches and search results), so absolute links are left out.
 */
export function publicOrigin(config: Config, request: FastifyRequest): string | undefined {
  if (config.APP_URL) return config.APP_URL.replace(/\/+$/, '');
  if (config.APP_ENV !== 'local') return undefined;
  const host = request.host;
  return SAFE_HOST.test(host) ? `${request.protocol}://${host}` : undefined;
}

/** `path` made absolute on `origin`; URLs that already are absolute stay as they are. */
export function absoluteUrl(origin: string | undefined, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  if (!origin) return undefined;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
