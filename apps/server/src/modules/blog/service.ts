import { createHash } from 'node:crypto';
import type { BlogCard, BlogDetailsResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { toProductCards } from '../catalog/product-card.ts';
import type { ListScope } from '../catalog/scope.ts';
import { catalogProducts } from '../catalog/service.ts';
import { translateRows, translationsOf } from '../translations/translations.ts';
import { type BlogCardRow, countBlogView, listBlogCategories, selectBlogCards } from './queries.ts';

const toBlogCard = (row: BlogCardRow): BlogCard => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  thumbnail: row.thumbnail,
  short_description: row.short_description,
  category: { id: row.category_id, name: row.category_name },
  views: row.views,
  created_at: row.created_at,
});

/** Rows with their category's name in the request's language where it has one. */
async function withCategoryNames<Row extends BlogCardRow>(db: Db, rows: Row[]): Promise<Row[]> {
  const names = await translationsOf(
    db,
    'blog_category',
    rows.map((row) => row.category_id),
    ['name'],
  );
  return rows.map((row) => ({ ...row, category_name: names.get(row.category_id)?.name ?? row.category_name }));
}

/** Cards with the title, summary and category name in the request's language where there are some. */
async function toBlogCards(db: Db, rows: BlogCardRow[]): Promise<BlogCard[]> {
  const translated = await translateRows(db, 'blog', rows, ['title', 'short_description'], (row) => row.id);
  return (await withCategoryNames(db, translated)).map(toBlogCard);
}

export async function listBlogs(db: Db, q: { page: number; per_page: number; category_id?: number | undefined }) {
  const query = q.category_id ? selectBlogCards(db).where('b.category_id', '=', q.category_id) : selectBlogCards(db);
  const [rows, count, categories] = await Promise.all([
    query
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    listBlogCategories(db),
  ]);
  return {
    total: Number(count.n),
    blogs: await toBlogCards(db, rows),
    categories: await translateRows(db, 'blog_category', categories, ['name'], (c) => c.id),
  };
}

/** A slug or a numeric id both find a post (old links used ids). */
export async function blogDetails(
  db: Db,
  scope: ListScope,
  slugOrId: string,
  clientAddress: string,
): Promise<BlogDetailsResponse> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const found = await selectBlogCards(db)
    .select(['b.description', 'b.tags'])
    .where(byId ? 'b.id' : 'b.slug', '=', byId ? Number(slugOrId) : slugOrId)
    .executeTakeFirst();
  if (!found) throw AppError.notFound('Blog');
  const translated = await translateRows(
    db,
    'blog',
    [found],
    ['title', 'short_description', 'description', 'tags'],
    (b) => b.id,
  );
  const [row = found] = await withCategoryNames(db, translated);
  // Shown in the shopper's language; related products match the post's own tags to category names.
  const tags = JSON.parse(row.tags) as string[];
  await countBlogView(db, row.id, visitorHash(clientAddress), isoAt(scope.clock));
  const [related, popular, products] = await Promise.all([
    selectBlogCards(db)
      .where('b.category_id', '=', row.category_id)
      .where('b.id', '!=', row.id)
      .orderBy('b.created_at', 'desc')
      .limit(3)
      .execute(),
    selectBlogCards(db).where('b.id', '!=', row.id).orderBy('b.views', 'desc').orderBy('b.id').limit(4).execute(),
    relatedProducts(db, scope, JSON.parse(found.tags) as string[]),
  ]);
  return {
    blog: { ...toBlogCard(row), views: row.views + 1, description: row.description, tags },
    related_blogs: await toBlogCards(db, related),
    popular_blogs: await toBlogCards(db, popular),
    related_products: products,
  };
}

/** Products from categories the post's tags name, most viewed first; popular products otherwise. */
async function relatedProducts(db: Db, scope: ListScope, tags: string[]) {
  const names = tags.map((t) => t.toLowerCase());
  const query = catalogProducts(db, scope);
  const tagged = names.length
    ? await query
        .innerJoin('categories as tc', 'tc.id', 'p.category_id')
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['tc.name']), 'in', names), eb(eb.fn('lower', ['tc.slug']), 'in', names)]),
        )
        .orderBy('p.views', 'desc')
        .orderBy('p.id')
        .limit(6)
        .execute()
    : [];
  const rows = tagged.length ? tagged : await query.orderBy('p.views', 'desc').orderBy('p.id').limit(6).execute();
  return toProductCards(db, rows);
}

/** Views count once per client address; only a salted hash of the address is stored. */
function visitorHash(address: string): string {
  return createHash('sha256').update(`souk-blog-view:${address}`).digest('hex');
}
