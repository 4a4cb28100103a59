import { type ProductFilters, fromMinor } from '@souk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Condition, type OptionTable, effectivePrice } from './queries.ts';

/**
 * The brands, sizes, colours and price range of the set `base` defines (over `p`: listing.ts's
 * conditions and the scope's). A narrowed set (a search, shop or category) gathers its own
 * products' options. Gathering the whole catalogue's would read every option row: 0.4 s for
 * 100,000 products on SQLite, with the server's one thread blocked. There, each brand and
 * option name is instead taken once, from its index, and kept when some product has it: the
 * first product found settles it. The price range is the first and last entry of the scope's
 * price index.
 */
export async function facets(db: Db, base: Condition[], narrowed: boolean): Promise<ProductFilters> {
  const scoped = () => productsAs(db).where((eb) => eb.and(base));
  const edge = (direction: 'asc' | 'desc') =>
    scoped().select(effectivePrice.as('price')).orderBy(effectivePrice, direction).limit(1).executeTakeFirst();
  const [brands, sizes, colors, min, max] = await Promise.all([
    brandFacet(db, scoped, narrowed),
    optionFacet(db, scoped, narrowed, 'product_sizes'),
    optionFacet(db, scoped, narrowed, 'product_colors'),
    edge('asc'),
    edge('desc'),
  ]);
  return {
    brands,
    sizes: sizes.map((s) => ({ id: Number(s.id), name: s.name })),
    colors: colors.map((c) => ({ id: Number(c.id), name: c.name, color_code: String(c.extra) })),
    min_price: fromMinor(Number(min?.price ?? 0)),
    max_price: fromMinor(Number(max?.price ?? 0)),
  };
}

const productsAs = (db: Db) => db.selectFrom('products as p');
type Scoped = () => ReturnType<typeof productsAs>;

function brandFacet(db: Db, scoped: Scoped, narrowed: boolean) {
  return db
    .selectFrom('brands as fb')
    .select(['fb.id', 'fb.name'])
    .where((eb) =>
      narrowed
        ? eb('fb.id', 'in', scoped().select('p.brand_id'))
        : eb.exists(
            scoped()
              .where('p.brand_id', '=', sql.ref<number>('fb.id'))
              .select(sql`1`.as('one')),
          ),
    )
    .orderBy('fb.name')
    .execute();
}

interface OptionRow {
  id: number;
  product_id: number;
  name: string;
}

/**
 * Sizes (in their position's order) or colours (with their code, by name), one per name: a
 * facet id stands for every option of its name (see the product list's filters).
 */
function optionFacet(db: Db, scoped: Scoped, narrowed: boolean, table: OptionTable) {
  const extra = table === 'product_sizes' ? 'position' : 'color_code';
  let query = db
    .selectFrom(sql<OptionRow>`${sql.table(table)}`.as('o'))
    .select((eb) => [
      eb.fn.min<number>('o.id').as('id'),
      'o.name',
      eb.fn.min<string | number>(sql.ref(`o.${extra}`)).as('extra'),
    ])
    .groupBy('o.name');
  query = narrowed
    ? query.where('o.product_id', 'in', scoped().select('p.id'))
    : query.having((eb) => eb.exists(withOptionNamed(scoped, table)));
  if (table === 'product_sizes') query = query.orderBy('extra');
  return query.orderBy('o.name').execute();
}

/** Some product of the set has an option named as the outer query's `o`. */
function withOptionNamed(scoped: Scoped, table: OptionTable) {
  return scoped()
    .innerJoin(sql<OptionRow>`${sql.table(table)}`.as('x'), (join) => join.onRef('x.product_id', '=', 'p.id'))
    .where('x.name', '=', sql.ref<string>('o.name'))
    .select(sql`1`.as('one'));
}
