import type { Insertable, Kysely } from 'kysely';
import type { Database, FlashSaleProductsTable, TranslationsTable } from '../db/types.ts';
import { promoBanner } from './artwork.ts';
import { insertRows } from './batch.ts';
import type { DemoImages } from './images.ts';
import { productCode } from './products.ts';
import { streamFor } from './random.ts';
import { LOCALES, translationRow } from './translation-row.ts';

const DAY = 86_400_000;
/** Flash-sale products come from the base catalogue, so they exist in every seed size. */
const BASE_CATALOGUE = 720;

export interface FlashSaleIds {
  running: number;
  upcoming: number;
}

/** One flash sale running now (started a day ago, ends in a week) and one starting in 3 days. */
export async function seedFlashSales(
  db: Kysely<Database>,
  images: DemoImages,
  now: number,
  productCount: number,
): Promise<FlashSaleIds> {
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
  const sales = [
    {
      name: 'Mega Flash Sale',
      names: { ar: 'تخفيضات خاطفة كبرى', fr: 'Méga vente flash' },
      key: 'flash-mega',
      icon: 'lightning-bolt',
      hue: '#dc2626',
      subtitle: 'Up to 40% off, this week only',
      start: -1,
      end: 7,
      size: 16,
    },
    {
      name: 'Weekend Flash Sale',
      names: { ar: 'تخفيضات نهاية الأسبوع الخاطفة', fr: 'Vente flash du week-end' },
      key: 'flash-weekend',
      icon: 'timer-sand',
      hue: '#7c3aed',
      subtitle: 'Starts soon: big names, small prices',
      start: 3,
      end: 5,
      size: 14,
    },
  ];
  const ids: number[] = [];
  for (const sale of sales) {
    const row = await db
      .insertInto('flash_sales')
      .values({
        name: sale.name,
        thumbnail: promoBanner(images, {
          key: sale.key,
          icon: sale.icon,
          hue: sale.hue,
          title: sale.name,
          subtitle: sale.subtitle,
        }),
        start_date: iso(sale.start),
        end_date: iso(sale.end),
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  // The sales' names in the demo's other languages, which their home rows and pages show.
  const names: Insertable<TranslationsTable>[] = sales.flatMap((sale, s) =>
    LOCALES.map((locale) => translationRow('flash_sale', ids[s] ?? 0, locale, 'name', sale.names[locale])),
  );
  await insertRows(db, 'translations', names);

  const rng = streamFor('flash-sales');
  const codes = rng.shuffle(Array.from({ length: Math.min(productCount, BASE_CATALOGUE) }, (_, i) => productCode(i)));
  const products = await db
    .selectFrom('products')
    .select(['id', 'code', 'price', 'discount_price', 'quantity'])
    .where('code', 'in', codes.slice(0, 120))
    .where('quantity', '>=', 5)
    .execute();
  // The query returns rows in no particular order; follow the shuffled codes for determinism.
  const byCode = new Map(products.map((p) => [p.code, p]));
  const picked = codes.flatMap((code) => byCode.get(code) ?? []);

  const rows: Insertable<FlashSaleProductsTable>[] = [];
  let offset = 0;
  for (const [s, sale] of sales.entries()) {
    for (const product of picked.slice(offset, offset + sale.size)) {
      const effective = product.discount_price > 0 ? product.discount_price : product.price;
      const quantity = Math.min(product.quantity, rng.int(10, 60));
      rows.push({
        flash_sale_id: ids[s] ?? 0,
        product_id: product.id,
        price: Math.max(1, Math.floor((effective * rng.int(60, 85)) / 100)),
        quantity,
        sold: sale.start < 0 ? rng.int(0, quantity - 1) : 0,
      });
    }
    offset += sale.size;
  }
  await insertRows(db, 'flash_sale_products', rows);
  return { running: ids[0] ?? 0, upcoming: ids[1] ?? 0 };
}
