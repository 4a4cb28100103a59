import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Db } from '../../db/database.ts';
import type { ListScope } from '../catalog/scope.ts';
import { selectCatalog } from '../catalog/queries.ts';
import { visibleShops } from '../shop/queries.ts';

interface SitemapRow {
  id: number;
  /** What the page path is built from: an id or a slug. */
  key: number | string;
  lastmod: string | null;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source joins its own tables
type Source = (db: Db, scope: ListScope) => SelectQueryBuilder<Database, any, SitemapRow>;

const noDate = sql<string | null>`CAST(NULL AS VARCHAR(30))`;

/** What each paged sitemap lists, with the page path of a row; all follow active flags and single-vendor scope. */
export type SitemapKind = 'products' | 'shops' | 'categories' | 'blogs';

export const SITEMAP_SOURCES: Record<SitemapKind, { path: (key: number | string) => string; rows: Source }> = {
  products: {
    path: (key) => `/products/${key}/details`,
    rows: (db, scope) =>
      selectCatalog(db, '', { flash: false })
        .$if(scope.rootOnly, (qb) => qb.where('s.is_root', '=', 1))
        .select(['p.id as id', 'p.id as key', 'p.updated_at as lastmod']),
  },
  shops: {
    path: (key) => `/shops/${key}`,
    rows: (db, scope) => visibleShops(db, scope).select(['s.id as id', 's.id as key', 's.created_at as lastmod']),
  },
  categories: {
    path: (key) => `/categories/${key}`,
    rows: (db) =>
      db
        .selectFrom('categories')
        .where('is_active', '=', 1)
        .select(['id', 'slug as key', noDate.as('lastmod')]),
  },
  blogs: {
    path: (key) => `/blog/${key}`,
    rows: (db) =>
      db.selectFrom('blogs').where('is_active', '=', 1).select(['id', 'slug as key', 'created_at as lastmod']),
  },
};

/**
 * Page n of a kind holds the rows with ids in ((n-1)*size, n*size]: a primary-key range, so a
 * page is one indexed read, and a row stays on its page as others come and go. Returns the
 * non-empty pages with the newest change on each, from one grouped pass that never loads rows.
 */
export async function sitemapPages(db: Db, scope: ListScope, kind: SitemapKind, size: number) {
  const bucket = sql<number>`(x.id - 1) / ${sql.lit(Math.trunc(size))}`;
  const rows = await db
    .selectFrom(SITEMAP_SOURCES[kind].rows(db, scope).as('x'))
    .select([bucket.as('bucket'), (eb) => eb.fn.max('x.lastmod').as('lastmod')])
    .groupBy(bucket)
    .orderBy(bucket)
    .execute();
  return rows.map((r) => ({ page: Number(r.bucket) + 1, lastmod: r.lastmod }));
}

/** The rows on page `page` (from 1) of a kind, in id order. */
export function sitemapPageRows(db: Db, scope: ListScope, kind: SitemapKind, page: number, size: number) {
  return db
    .selectFrom(SITEMAP_SOURCES[kind].rows(db, scope).as('x'))
    .select(['x.key', 'x.lastmod'])
    .where('x.id', '>', (page - 1) * size)
    .where('x.id', '<=', page * size)
    .orderBy('x.id')
    .execute();
}

/** The policy pages' slugs, in id order. */
export function policySlugs(db: Db) {
  return db.selectFrom('pages').select('slug').orderBy('id').execute();
}
