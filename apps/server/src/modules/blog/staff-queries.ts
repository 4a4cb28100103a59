import type { BlogStatus } from '@souk/contract';
import { type Insertable, sql, type SqlBool, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { BlogCategoriesTable, BlogsTable } from '../../db/types.ts';

/** What platform staff write of a post (its views and creation time are the storefront's and the clock's). */
export type BlogColumns = Omit<Insertable<BlogsTable>, 'id' | 'views' | 'created_at'>;
export type BlogCategoryColumns = Omit<Insertable<BlogCategoriesTable>, 'id'>;

const BLOG_COLUMNS = [
  'b.id',
  'b.category_id',
  'b.title',
  'b.slug',
  'b.thumbnail',
  'b.short_description',
  'b.description',
  'b.tags',
  'b.views',
  'b.is_active',
  'b.created_at',
] as const;

/**
 * Has every write to `table` take its turn, for the rest of the transaction: a write that reads
 * first (is a slug taken) must not interleave with another, and the row it would clash with may
 * not exist yet. Reads go through; SQLite runs transactions one at a time on its writing
 * connection already.
 */
export async function lockBlogTable(trx: Db, kind: DbKind, table: 'blogs' | 'blog_categories'): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** The staff's filters of the posts' list. */
export interface BlogFilter {
  search: string | null;
  categoryId: number | undefined;
  status: BlogStatus | undefined;
}

/** `text` anywhere in a LIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filteredBlogs(db: Db, filter: BlogFilter) {
  let query = db.selectFrom('blogs as b');
  // lower() on both sides: ASCII case on SQLite, every letter's on PostgreSQL.
  if (filter.search) {
    const pattern = containing(filter.search.toLowerCase());
    query = query.where(sql<SqlBool>`lower(b.title) LIKE ${pattern} ESCAPE '\\'`);
  }
  if (filter.categoryId !== undefined) query = query.where('b.category_id', '=', filter.categoryId);
  if (filter.status) query = query.where('b.is_active', '=', filter.status === 'active' ? 1 : 0);
  return query;
}

/** A page of posts the filter matches, newest first, with their category's name. */
export function selectStaffBlogs(db: Db, filter: BlogFilter, page: number, perPage: number) {
  return filteredBlogs(db, filter)
    .innerJoin('blog_categories as bc', 'bc.id', 'b.category_id')
    .select(['b.id', 'b.title', 'b.slug', 'b.thumbnail', 'b.views', 'b.is_active', 'b.created_at'])
    .select(['bc.id as category_id', 'bc.name as category_name'])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function countStaffBlogs(db: Db, filter: BlogFilter): Promise<number> {
  const row = await filteredBlogs(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One post, shown or not, with its category's name. */
export function findStaffBlog(db: Db, id: number) {
  return db
    .selectFrom('blogs as b')
    .innerJoin('blog_categories as bc', 'bc.id', 'b.category_id')
    .select(BLOG_COLUMNS)
    .select('bc.name as category_name')
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type StaffBlogRowData = NonNullable<Awaited<ReturnType<typeof findStaffBlog>>>;

/** Whether another post than `exceptId` has the slug. */
export async function blogSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('blogs').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertBlog(db: Db, columns: BlogColumns, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('blogs')
    .values({ ...columns, views: 0, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBlog(db: Db, id: number, columns: Updateable<BlogsTable>): Promise<void> {
  await db.updateTable('blogs').set(columns).where('id', '=', id).execute();
}

/** Removes a post (its counted views go with it). */
export async function deleteBlog(db: Db, id: number): Promise<void> {
  await db.deleteFrom('blogs').where('id', '=', id).execute();
}

/** Every category with how many posts it holds, by name. */
export function selectStaffBlogCategories(db: Db) {
  return db
    .selectFrom('blog_categories as bc')
    .select(['bc.id', 'bc.name', 'bc.slug'])
    .select((eb) =>
      eb
        .selectFrom('blogs as b')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('b.category_id', '=', 'bc.id')
        .as('blog_count'),
    )
    .orderBy('bc.name')
    .orderBy('bc.id')
    .execute();
}

/**
 * Category `id`, locked until the transaction ends on PostgreSQL: `share` while a post is put in
 * it (posts may go into it side by side), otherwise for update (its removal waits for them, and
 * they for it); undefined when it is not there.
 */
export function lockBlogCategory(trx: Db, kind: DbKind, id: number, mode: 'share' | 'update') {
  return trx
    .selectFrom('blog_categories')
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => (mode === 'share' ? qb.forShare() : qb.forUpdate()))
    .executeTakeFirst();
}

/** How many posts category `id` holds. */
export async function countBlogsIn(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another category than `exceptId` has the slug. */
export async function categorySlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('blog_categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertBlogCategory(db: Db, columns: BlogCategoryColumns): Promise<number> {
  const row = await db.insertInto('blog_categories').values(columns).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBlogCategory(db: Db, id: number, columns: Updateable<BlogCategoriesTable>): Promise<void> {
  await db.updateTable('blog_categories').set(columns).where('id', '=', id).execute();
}

export async function deleteBlogCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('blog_categories').where('id', '=', id).execute();
}
