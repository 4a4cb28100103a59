import { type ProductFilters, fromMinor } from '@souk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Condition, type OptionTable, effectivePrice, selectCatalog } from './queries.ts';

/**
 * The brands, sizes, colours and price range of the set `base` defines (over `p` and `s`).
 * A narrowed set (a search, shop or category) gathers its own products' options. Gathering the
 * whole catalogue's would read every option row: 0.4 s for 100,000 products on SQLite, with
 * the server's one thread blocked. There, each brand and option name is instead taken once,
 * from its index, and kept when some product has it: the first product found settles it.
 */
export async function facets(db: Db, now: string, base: Condition[], narrowed: boolean): Promise<ProductFilters> {
  const scoped = () => selectCatalog(db, now, { flash: false }).where((eb) => eb.and(base));
  const [brands, sizes, colors, range] = await Promise.all([
    brandFacet(db, scoped, narrowed),
    optionFacet(db, scoped, narrowed, 'product_sizes'),
    optionFacet(db, scoped, narrowed, 'product_colors'),
    selectCatalog(db, now)
      .where((eb) => eb.and(base))
      .select((eb) => [eb.fn.min(effectivePrice).as('min'), eb.fn.max(effectivePrice).as('max')])
      .executeTakeFirst(),
  ]);
  return {
    brands,
    sizes: sizes.map((s) => ({ id: Number(s.id), name: s.name })),
    colors: colors.map((c) => ({ id: Number(c.id), name: c.name, color_code: String(c.extra) })),
    min_price: fromMinor(Number(range?.min ?? 0)),
    max_price: fromMinor(Number(range?.max ?? 0)),
  };
}

type Scoped = () => ReturnType<typeof selectCatalog>;

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
