/** The SQL of the filter panels (facets.ts): a set's price range, named brands and options, a search's summary. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Condition, type OptionTable, effectivePrice } from './queries.ts';

/** The lowest (`asc`) or highest (`desc`) price among the products `base` selects, from the price index. */
export function priceEdge(db: Db, base: Condition[], direction: 'asc' | 'desc') {
  return db
    .selectFrom('products as p')
    .where((eb) => eb.and(base))
    .select(effectivePrice.as('price'))
    .orderBy(effectivePrice, direction)
    .limit(1)
    .executeTakeFirst();
}

export function namedBrands(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('brands').select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute();
}

interface OptionRow {
  id: number;
  name: string;
  extra: string | number;
}

/**
 * One option of each name, the one a facet shows: a size with its first position, a colour
 * with its first code (each the first entry of the name index, read without sorting); sizes in
 * position order, colours by name. A facet id stands for every option of
 * its name (see the product list's filters).
 */
export async function optionsNamed(db: Db, table: OptionTable, names: string[]): Promise<OptionRow[]> {
  if (names.length === 0) return [];
  const extra = sql.ref(table === 'product_sizes' ? 'position' : 'color_code');
  const first = names.map(
    (name) => sql`SELECT * FROM (SELECT id, name, ${extra} AS extra FROM ${sql.table(table)}
      WHERE name = ${name} ORDER BY ${extra} LIMIT 1) o`,
  );
  const order = sql.raw(table === 'product_sizes' ? 'extra, name' : 'name');
  const { rows } =
    await sql<OptionRow>`SELECT * FROM (${sql.join(first, sql` UNION ALL `)}) f ORDER BY ${order}`.execute(db);
  return rows;
}

export interface SummaryRow {
  kind: 'b' | 'c' | 'n' | 's';
  value: string | null;
  low: number | null;
  high: number | null;
}

/**
 * A search's set (`base`) and its parts in one statement (`matchesSummary` in facets.ts says
 * why): its size and price range (`n`), its brands (`b`), its sizes' and colours' names (`s`, `c`).
 */
export async function summaryRows(db: Db, base: Condition[]): Promise<SummaryRow[]> {
  const { rows } = await sql<SummaryRow>`
    WITH m AS MATERIALIZED (SELECT p.id, p.brand_id, p.effective_price FROM products p WHERE ${sql.join(base, sql` AND `)})
    SELECT 'n' AS kind, CAST(count(*) AS text) AS value, min(effective_price) AS low, max(effective_price) AS high FROM m
    UNION ALL
    SELECT 'b', CAST(brand_id AS text), NULL, NULL FROM m WHERE brand_id IS NOT NULL GROUP BY brand_id
    UNION ALL
    SELECT 's', o.name, NULL, NULL FROM m CROSS JOIN product_sizes o WHERE o.product_id = m.id GROUP BY o.name
    UNION ALL
    SELECT 'c', o.name, NULL, NULL FROM m CROSS JOIN product_colors o WHERE o.product_id = m.id GROUP BY o.name`.execute(
    db,
  );
  return rows;
}
