import { type ProductFilters, fromMinor } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type FacetScope, readListingFacets } from '../../db/listing-facets-queries.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { translateRows } from '../translations/translations.ts';
import { type SummaryRow, namedBrands, optionsNamed, priceEdge, summaryRows } from './facet-queries.ts';
import type { Condition } from './queries.ts';

/** What a product list's filter panel offers for a set, and how many products the set holds. */
export interface SetSummary {
  filters: ProductFilters;
  total: number;
}

/**
 * The summary of a shop, category or sub-category (or the whole catalogue), read from the
 * counts writes keep (db/listing-facets-queries.ts) rather than from its products: its size, brands and
 * option names, with the price range from the ends of the scope's price index (`base`: the
 * listed and scope conditions over `p`). `shopIds`: the shops it covers (0 for any).
 */
export async function scopeSummary(
  db: Db,
  shopIds: readonly number[],
  scope: Omit<FacetScope, 'shop_id'>,
  base: Condition[],
): Promise<SetSummary> {
  const facts = shopIds.length > 0 ? await readListingFacets(db, shopIds, scope) : [];
  const values = (kind: string) => facts.filter((fact) => fact.kind === kind).map((fact) => fact.value);
  const [filters, min, max] = await Promise.all([
    namedFilters(db, { brandIds: values('b').map(Number), sizes: values('s'), colors: values('c') }),
    priceEdge(db, base, 'asc'),
    priceEdge(db, base, 'desc'),
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

/**
 * A search's summary in one statement: the set is found once (a full-text match is the
 * costly part of a search: 30 ms instead of 76 for a word 8,000 of 100,000 products share) and
 * each part reads it. SQLite takes a CROSS JOIN's tables in the order written, so the options
 * are looked up for the set's products rather than every option row read. The options' names
 * are then named as every facet names them (`namedFilters`: the first option of each name), so
 * a search answers the same facets whether the database or the search index works it out.
 */
export async function matchesSummary(db: Db, base: Condition[]): Promise<SetSummary> {
  const rows = await summaryRows(db, base);
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
