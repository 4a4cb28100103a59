import { type ProductFilters, fromMinor } from '@souk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type FacetScope, readListingFacets } from '../../db/listing-facets.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { translateRows } from '../translations/translations.ts';
import { type Condition, type OptionTable, effectivePrice } from './queries.ts';

/** What a product list's filter panel offers for a set, and how many products the set holds. */
export interface SetSummary {
  filters: ProductFilters;
  total: number;
}

/**
 * The summary of a shop, category or sub-category (or the whole catalogue), read from the
 * counts writes keep (db/listing-facets.ts) rather than from its products: its size, brands and
 * option names, with the price range from the ends of the scope's price index (`base`: the
 * listed and scope conditions over `p`). `shopIds`: the shops it covers (0 for any).
 */
export async function scopeSummary(
  db: Db,
  shopIds: readonly number[],
  scope: Omit<FacetScope, 'shop_id'>,
  base: Condition[],
): Promise<SetSummary> {
  const edge = (direction: 'asc' | 'desc') =>
    db
      .selectFrom('products as p')
      .where((eb) => eb.and(base))
      .select(effectivePrice.as('price'))
      .orderBy(effectivePrice, direction)
      .limit(1)
      .executeTakeFirst();
  const facts = shopIds.length > 0 ? await readListingFacets(db, shopIds, scope) : [];
  const values = (kind: string) => facts.filter((fact) => fact.kind === kind).map((fact) => fact.value);
  const [filters, min, max] = await Promise.all([
    namedFilters(db, { brandIds: values('b').map(Number), sizes: values('s'), colors: values('c') }),
    edge('asc'),
    edge('desc'),
  ]);
  return {
    filters: {
      ...filters,
      min_price: fromMinor(Number(min?.price ?? 0)),
      max_price: fromMinor(Number(max?.price ?? 0)),
    },
    total: Number(facts.find((fact) => fact.kind === 'n')?.products ?? 0),
  };
}

/** The filter panel's brands, sizes and colours, named, from the brands' ids and the options' names a set holds. */
export async function namedFilters(
  db: Db,
  values: { brandIds: number[]; sizes: string[]; colors: string[] },
): Promise<Omit<ProductFilters, 'min_price' | 'max_price'>> {
  const [brands, sizes, colors] = await Promise.all([
    namedBrands(db, values.brandIds),
    optionsNamed(db, 'product_sizes', values.sizes),
    optionsNamed(db, 'product_colors', values.colors).then((rows) => colorNames(db, rows)),
  ]);
  return {
    brands,
    sizes: sizes.map((s) => ({ id: Number(s.id), name: s.name })),
    colors: colors.map((c) => ({ id: Number(c.id), name: c.name, color_code: String(c.extra) })),
  };
}

/**
 * A facet's colours with their names in the request's language (a facet shows one option of
 * each name), in that language's order: the query orders them by their own names.
 */
async function colorNames<Row extends { id: number; name: string | null }>(db: Db, rows: Row[]): Promise<Row[]> {
  const named = await translateRows(db, 'product_color', rows, ['name'], (row) => Number(row.id));
  const locale = contentLocale();
  if (locale === undefined) return named;
  const { compare } = new Intl.Collator(locale);
  return named.sort((a, b) => compare(a.name ?? '', b.name ?? ''));
}

function namedBrands(db: Db, ids: number[]) {
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
async function optionsNamed(db: Db, table: OptionTable, names: string[]): Promise<OptionRow[]> {
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

interface SummaryRow {
  kind: 'b' | 'c' | 'n' | 's';
  value: string | null;
  low: number | null;
  high: number | null;
}

/**
 * A search's summary in one statement: the set is found once (a full-text match is the
 * costly part of a search: 30 ms instead of 76 for a word 8,000 of 100,000 products share) and
 * each part reads it. SQLite takes a CROSS JOIN's tables in the order written, so the options
 * are looked up for the set's products rather than every option row read. The options' names
 * are then named as every facet names them (`namedFilters`: the first option of each name), so
 * a search answers the same facets whether the database or the search index works it out.
 */
export async function matchesSummary(db: Db, base: Condition[]): Promise<SetSummary> {
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
  const values = (kind: SummaryRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => String(row.value));
  const size = rows.find((row) => row.kind === 'n');
  const filters = await namedFilters(db, {
    brandIds: values('b').map(Number),
    sizes: values('s'),
    colors: values('c'),
  });
  return {
    filters: {
      ...filters,
      min_price: fromMinor(Number(size?.low ?? 0)),
      max_price: fromMinor(Number(size?.high ?? 0)),
    },
    total: Number(size?.value ?? 0),
  };
}
