import type { Db } from '../../db/database.ts';
import type { ListScope } from '../catalog/scope.ts';
import { SITEMAP_SOURCES, type SitemapKind, policySlugs, sitemapPageRows, sitemapPages } from './sitemap-queries.ts';
import { escapeXml } from './text.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const KINDS = Object.keys(SITEMAP_SOURCES) as SitemapKind[];
/** Policy pages with a route of their own; the others live under /page/{slug}. */
const OWN_ROUTES = new Set(['about-us', 'privacy-policy', 'terms-and-conditions']);
const STATIC_PATHS = [
  '/',
  '/products',
  '/categories',
  '/most-popular',
  '/best-deal',
  '/blogs',
  '/support',
  '/contact-us',
];

interface Entry {
  loc: string;
  lastmod?: string | null;
}

const entryXml = (tag: 'url' | 'sitemap', { loc, lastmod }: Entry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', entries: Entry[]): string {
  return `${XML_HEAD}<${root} xmlns="${NS}">\n${entries.map((e) => entryXml(tag, e)).join('\n')}\n</${root}>\n`;
}

export interface SitemapInput {
  db: Db;
  scope: ListScope;
  origin: string;
  pageSize: number;
}

/** The sitemap index: the static pages' sitemap, then every non-empty page of each kind. */
export async function sitemapIndex({ db, scope, origin, pageSize }: SitemapInput): Promise<string> {
  const pages = await Promise.all(KINDS.map((kind) => sitemapPages(db, scope, kind, pageSize)));
  const entries: Entry[] = [{ loc: `${origin}/sitemaps/pages.xml` }];
  KINDS.forEach((kind, i) => {
    for (const p of pages[i] ?? [])
      entries.push({ loc: `${origin}/sitemaps/${kind}-${p.page}.xml`, lastmod: p.lastmod });
  });
  return document('sitemapindex', 'sitemap', entries);
}

/** One page of one kind; undefined when it holds nothing (a 404). */
export async function sitemapPage(input: SitemapInput, kind: SitemapKind, page: number): Promise<string | undefined> {
  const rows = await sitemapPageRows(input.db, input.scope, kind, page, input.pageSize);
  if (rows.length === 0) return undefined;
  const { path } = SITEMAP_SOURCES[kind];
  return document(
    'urlset',
    'url',
    rows.map((r) => ({ loc: `${input.origin}${path(encodeURIComponent(String(r.key)))}`, lastmod: r.lastmod })),
  );
}

/** Home, the listings, help and the policy pages. The shop directory is listed only with several vendors. */
export async function staticSitemap({ db, scope, origin }: SitemapInput): Promise<string> {
  const policies = await policySlugs(db);
  const paths = [
    ...STATIC_PATHS,
    ...(scope.rootOnly ? [] : ['/shops']),
    ...policies.map((p) => (OWN_ROUTES.has(p.slug) ? `/${p.slug}` : `/page/${encodeURIComponent(p.slug)}`)),
  ];
  return document(
    'urlset',
    'url',
    paths.map((path) => ({ loc: `${origin}${path}` })),
  );
}
