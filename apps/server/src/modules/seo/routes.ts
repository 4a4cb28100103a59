import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { readSettings } from '../settings/queries.ts';
import { publicOrigin } from './origin.ts';
import { type SitemapInput, sitemapIndex, sitemapPage, staticSitemap } from './sitemap.ts';
import type { SitemapKind } from './sitemap-queries.ts';

/** Crawlers may re-read a few minutes later; listings change with the catalogue, not by the second. */
const FEW_MINUTES = 'public, max-age=300';

/** Shopper-only screens: account pages, checkout and the sign-in popup's return page. */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/order-history',
  '/wishlist',
  '/profile',
  '/send-quotes',
  '/view-quote/',
  '/edit-quote/',
  '/massages',
  '/manage-address',
  '/change-password',
  '/support-ticket',
  '/checkout',
  '/buynow',
  '/auth/',
];

const PAGE_FILE = /^(products|shops|categories|blogs)-([1-9]\d{0,6})\.xml$/;

/** `GET /robots.txt`, `GET /sitemap.xml` and the sitemaps under `/sitemaps/`. */
export function seoRoutes(context: AppContext) {
  const { db, kind, config, clock } = context;

  /** The sitemaps' facts, or undefined when there is no trusted origin to write (production without APP_URL). */
  async function sitemapInput(request: FastifyRequest): Promise<SitemapInput | undefined> {
    const origin = publicOrigin(config, request);
    if (!origin) return undefined;
    const settings = await readSettings(db);
    return { db, scope: { kind, rootOnly: !settings.multi_vendor, clock }, origin, pageSize: config.SITEMAP_PAGE_SIZE };
  }
  const sendXml = (reply: FastifyReply, body: string | undefined) =>
    body === undefined
      ? reply.status(404).send({ message: 'No such sitemap.' })
      : reply.header('Cache-Control', FEW_MINUTES).type('application/xml; charset=utf-8').send(body);

  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (request, reply) => {
      const origin = publicOrigin(config, request);
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
      ];
      return reply
        .header('Cache-Control', FEW_MINUTES)
        .type('text/plain; charset=utf-8')
        .send(`${lines.join('\n')}\n`);
    });

    app.get('/sitemap.xml', async (request, reply) => {
      const input = await sitemapInput(request);
      return sendXml(reply, input && (await sitemapIndex(input)));
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const input = await sitemapInput(request);
      if (!input) return sendXml(reply, undefined);
      if (request.params.file === 'pages.xml') return sendXml(reply, await staticSitemap(input));
      const match = PAGE_FILE.exec(request.params.file);
      if (!match) return sendXml(reply, undefined);
      return sendXml(reply, await sitemapPage(input, match[1] as SitemapKind, Number(match[2])));
    });
  };
}
