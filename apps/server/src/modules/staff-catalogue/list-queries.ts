import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { BrandsTable, PaletteColorsTable, UnitsTable } from '../../db/types.ts';

/** The catalogue's plain lists: brands, units of sale and the colour palette. */
export type ListTable = 'brands' | 'units' | 'palette_colors';
/** The product column that names a row of a list, for the lists products use. */
export type ProductColumn = 'brand_id' | 'unit_id';
/** The columns a list keeps unique. */
export type UniqueColumn = 'name' | 'slug';

export type BrandColumns = Omit<Insertable<BrandsTable>, 'id'>;
export type UnitColumns = Omit<Insertable<UnitsTable>, 'id'>;
export type ColourColumns = Omit<Insertable<PaletteColorsTable>, 'id'>;

/** Every list has an `id`; the typing reads them as one table's. */
const asBrands = (table: ListTable) => table as 'brands';

/**
 * Has every write to list `table` take its turn, for the rest of the transaction: a write reads
 * first (is the name or slug taken, does a product use the row) and must not interleave with
 * another. A table lock, since an added row does not exist yet; reads go on meanwhile. SQLite
 * runs transactions one at a time on its one writing connection.
 */
export async function lockList(trx: Db, kind: DbKind, table: ListTable): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/**
 * Row `id` of `table`, locked until the transaction ends (PostgreSQL): a product being written
 * with it holds the row's key (its foreign key's check), so a removal waits for that product and
 * counts it, and a product written after waits for the removal.
 */
export function lockRow(trx: Db, kind: DbKind, table: ListTable, id: number): Promise<object | undefined> {
  return trx
    .selectFrom(asBrands(table))
    .selectAll()
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function selectBrands(db: Db) {
  return db.selectFrom('brands').select(['id', 'name', 'slug', 'is_active']).orderBy('name').orderBy('id').execute();
}

export function selectUnits(db: Db) {
  return db.selectFrom('units').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export function selectPalette(db: Db) {
  return db.selectFrom('palette_colors').select(['id', 'name', 'color_code']).orderBy('name').orderBy('id').execute();
}

/** How many products name each row through `column` (those with any). */
export async function productCountsBy(db: Db, column: ProductColumn): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select([`${column} as id`, (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(column, 'is not', null)
    .groupBy(column)
    .execute();
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, Number(row.n)]])));
}

/** How many products name row `id` through `column`. */
export async function countProductsWith(db: Db, column: ProductColumn, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another row of `table` than `exceptId` has `value` in `column`. */
export async function valueTaken(
  db: Db,
  table: ListTable,
  column: UniqueColumn,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(asBrands(table))
    .select('id')
    .where(column as 'name', '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRow(db: Db, table: ListTable, columns: object): Promise<number> {
  const row = await db
    .insertInto(asBrands(table))
    .values(columns as BrandColumns)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRow(db: Db, table: ListTable, id: number, columns: object): Promise<void> {
  await db
    .updateTable(asBrands(table))
    .set(columns as Updateable<BrandsTable>)
    .where('id', '=', id)
    .execute();
}

export async function deleteRow(db: Db, table: ListTable, id: number): Promise<void> {
  await db.deleteFrom(asBrands(table)).where('id', '=', id).execute();
}
