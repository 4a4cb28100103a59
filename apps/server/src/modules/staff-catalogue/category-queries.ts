import { sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/types.ts';

export type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];
export type CategoryColumns = Pick<CategoriesTable, 'parent_id' | 'name' | 'slug' | 'is_active'>;

/**
 * Has every category write take its turn, for the rest of the transaction: a write reads first
 * (is the slug taken, the siblings' places it renumbers, whether the parent is a top-level
 * category) and must not interleave with another. A table lock rather than row locks, since an
 * added category's row does not exist yet. Reads go on meanwhile, and so do products' writes
 * (their check of the category they name takes a row lock only). SQLite runs transactions one
 * at a time on its one writing connection.
 */
export async function lockCategories(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/**
 * Category `id`, its row locked until the transaction ends (PostgreSQL): a product being written
 * into it holds the row's key (its foreign key's check), so this waits for that product to be
 * committed and counted, and a product written after waits for this change.
 */
export function lockCategory(trx: Db, kind: DbKind, id: number) {
  return trx
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'slug', 'thumbnail', 'position', 'is_active'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Every category, active or not, in the storefront's order. */
export function selectCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'slug', 'thumbnail', 'position', 'is_active'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The places of the categories under `parentId` (the top-level ones for null), in their order. */
export function siblingPlaces(db: Db, parentId: number | null) {
  return db
    .selectFrom('categories')
    .select(['id', 'position'])
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** How many sub-categories `id` has. */
export async function countChildren(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many products each category is filed as, as category or as sub-category (those with any). */
export async function productCountsByCategory(db: Db): Promise<Map<number, number>> {
  const [asCategory, asSub] = await Promise.all([
    db
      .selectFrom('products')
      .select(['category_id as id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('category_id')
      .execute(),
    db
      .selectFrom('products')
      .select(['sub_category_id as id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('sub_category_id', 'is not', null)
      .groupBy('sub_category_id')
      .execute(),
  ]);
  const counts = new Map<number, number>();
  for (const row of [...asCategory, ...asSub]) {
    if (row.id !== null) counts.set(row.id, (counts.get(row.id) ?? 0) + Number(row.n));
  }
  return counts;
}

/** How many products are filed under category `id`, as their category or sub-category. */
export async function countProductsIn(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('category_id', '=', id), eb('sub_category_id', '=', id)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another category than `exceptId` has the slug. */
export async function categorySlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCategory(
  db: Db,
  columns: CategoryColumns & Pick<CategoriesTable, 'thumbnail' | 'position'>,
): Promise<number> {
  const row = await db.insertInto('categories').values(columns).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Db, id: number, columns: Updateable<CategoriesTable>): Promise<void> {
  await db.updateTable('categories').set(columns).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
