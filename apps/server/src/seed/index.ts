import path from 'node:path';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { type DemoLogin, type DemoPasswords, seedAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { seedCommerce } from './commerce.ts';
import { seedBanners, seedBlogs, seedPages } from './content.ts';
import { loadProductContext } from './context.ts';
import { seedCountries } from './countries.ts';
import { seedFlashSales } from './flash-sales.ts';
import { DemoImages } from './images.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { seedNavigation } from './navigation.ts';
import { recountShopRatings } from '../modules/review/queries.ts';
import { catchUpSuggestions } from '../modules/suggest/index-names.ts';
import { insertProducts } from './product-batches.ts';
import { seedSettings } from './settings.ts';
import { seedShops } from './shops.ts';
import { seedQuotesAndTickets } from './quotes-support.ts';
import { seedTranslations } from './translations.ts';

export {
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  type DemoLogin,
  type DemoPasswords,
  sellerEmail,
  STAFF_EMAIL,
} from './accounts.ts';
export { seedCountries } from './countries.ts';

export const DEFAULT_PRODUCT_COUNT = 720;
/** Product codes carry six digits (SK-000001). */
export const MAX_PRODUCT_COUNT = 999_999;

export interface SeedOptions {
  /** Generated images go to `${dataDir}/uploads/demo/`. */
  dataDir: string;
  /** The server's store when it is not DATA_DIR (S3_BUCKET): the images are copied there too. */
  storage?: FileStorage;
  /** How many demo products the database should hold (default 720). */
  products?: number;
  /** The sign-in accounts' passwords (default `published`, for local mode). */
  passwords?: DemoPasswords;
  onProgress?: (done: number, total: number) => void;
  /** Loads of this many products or more rebuild the indexes after (default BULK_LOAD_FROM). */
  bulkLoadFrom?: number;
  /** Stops the product load before its next batch (a bulk load then puts its indexes back). */
  signal?: AbortSignal;
}

const SEEDED_TABLES = [
  'settings',
  'languages',
  'currencies',
  'menus',
  'footer_groups',
  'footer_items',
  'social_links',
  'users',
  'shops',
  'shop_banners',
  'categories',
  'brands',
  'units',
  'products',
  'product_images',
  'product_sizes',
  'product_colors',
  'reviews',
  'flash_sales',
  'flash_sale_products',
  'banners',
  'blog_categories',
  'blogs',
  'pages',
  'coupons',
  'countries',
  'translations',
] as const satisfies readonly (keyof Database)[];

export interface SeedSummary {
  /** Rows per table after seeding. */
  counts: Record<(typeof SEEDED_TABLES)[number], number>;
  /** Products added by this run. */
  addedProducts: number;
  /** Generated image files in uploads/demo. */
  imageFiles: number;
}

/** What a fresh demo seed adds to the summary: who can sign in, with which password. */
export interface DemoSeedSummary extends SeedSummary {
  logins: DemoLogin[];
}

/** True once any shop exists: the seed only ever fills a fresh database. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.selectFrom('shops').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** How many demo products (codes SK-000001...) the database holds. */
export async function countDemoProducts(db: Db): Promise<number> {
  const last = await db
    .selectFrom('products')
    .select('code')
    .where('code', 'like', 'SK-%')
    .orderBy('code', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? Number.parseInt(last.code.slice(3), 10) : 0;
}

function productTarget(products: number | undefined): number {
  const target = products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(target) || target < 1 || target > MAX_PRODUCT_COUNT) {
    throw new Error(`products must be an integer from 1 to ${MAX_PRODUCT_COUNT}, got ${target}`);
  }
  return target;
}

/**
 * Fills a fresh, migrated database with the demo marketplace. Deterministic: every run yields
 * the same shops, catalogue and content; only dates follow the clock (the running flash sale
 * started a day ago, the upcoming one starts in three days).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<DemoSeedSummary> {
  const products = productTarget(options.products);
  if (await isSeeded(db)) throw new Error('the database already holds shops; the demo seed needs a fresh database');
  const now = Date.now();
  const images = new DemoImages(options.dataDir);

  const logins = await db.transaction().execute(async (trx) => {
    await seedSettings(trx, images);
    await seedCountries(trx);
    await seedNavigation(trx, images);
    const accounts = await seedAccounts(trx, now, options.passwords ?? 'published');
    await seedShops(trx, images, accounts.userIds, now);
    await seedCatalog(trx, images);
    await seedPages(trx);
    await seedBlogs(trx, images, now);
    await seedCommerce(trx, now);
    return accounts.logins;
  });

  const ctx = await loadProductContext(db, now);
  await insertProducts(db, ctx, images, { from: 0, to: products }, options);

  await db.transaction().execute(async (trx) => {
    await recountShopRatings(trx);
    const flashSales = await seedFlashSales(trx, images, now, products);
    await seedBanners(trx, images, flashSales);
    await seedQuotesAndTickets(trx, now);
    await seedTranslations(trx);
  });
  // The demo's names are suggested, and found by translated searches, from the first request.
  await catchUpSuggestions(db);
  await gatherPlannerStatistics(db);
  await publishImages(images, options);
  return { ...(await summarize(db, images, products)), logins };
}

/**
 * Grows a seeded database to `products` demo products with the same generator, so product #k
 * is identical to the one a fresh seed of that size would have made.
 */
export async function addDemoProducts(db: Db, options: SeedOptions & { products: number }): Promise<SeedSummary> {
  const target = productTarget(options.products);
  const existing = await countDemoProducts(db);
  const images = new DemoImages(options.dataDir);
  if (target > existing) {
    const ctx = await loadProductContext(db, Date.now());
    await insertProducts(db, ctx, images, { from: existing, to: target }, options);
    await recountShopRatings(db);
    await catchUpSuggestions(db);
    await gatherPlannerStatistics(db);
  }
  await publishImages(images, options);
  return summarize(db, images, Math.max(0, target - existing));
}

/**
 * PostgreSQL plans from table statistics, and answers from an index alone only for pages its
 * visibility map marks all-visible; a bulk load leaves both empty until autovacuum gets round to
 * them. Without statistics it guessed one product per shop and read a cart by walking every
 * product (14 ms a read at 5,000 products, more at 100,000, against 0.5 ms with them); without
 * the map, counting a brand's 33,000 products read each of their table pages (850 ms at a
 * million products, 13 ms from the index after VACUUM, which took 12 s for the whole schema).
 */
export async function gatherPlannerStatistics(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // This schema's tables only: a bare VACUUM would visit every schema in the database.
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  if (rows.length > 0) await sql`VACUUM (ANALYZE) ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(db);
}

/** The demo's pictures where the server serves them from, when that is not DATA_DIR itself. */
async function publishImages(images: DemoImages, options: SeedOptions): Promise<void> {
  if (options.storage && options.storage.directory !== path.resolve(options.dataDir)) {
    await images.publish(options.storage);
  }
}

async function summarize(db: Kysely<Database>, images: DemoImages, addedProducts: number): Promise<SeedSummary> {
  const counts = {} as SeedSummary['counts'];
  for (const table of SEEDED_TABLES) {
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return { counts, addedProducts, imageFiles: images.fileCount() };
}
