import { fromMinor, type Language, type SellerShopResponse, type ShopTexts } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { shopStatus } from '../../lib/shop-status.ts';
import { listLanguages } from '../settings/queries.ts';
import { findProfileRow, type ShopTextField, shopTextRows } from './queries.ts';

/** The active languages: the default one's texts are the shop's own columns, the others' are translations. */
export async function shopLanguages(db: Db): Promise<Language[]> {
  const rows = await listLanguages(db);
  return rows.map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

const noTexts = (): ShopTexts => ({
  name: null,
  short_description: null,
  description: null,
  estimated_delivery_time: null,
});

/**
 * `GET /seller/shop` (and what a save answers): the shop's profile as the form shows it, its
 * texts in every other active language (null where it has none), and whether shoppers see it
 * Online now, by the rule the storefront's answers use, on the server's clock.
 */
export async function shopProfile(ctx: Pick<AppContext, 'db' | 'clock'>, shopId: number): Promise<SellerShopResponse> {
  const [row, texts, languages] = await Promise.all([
    findProfileRow(ctx.db, shopId),
    shopTextRows(ctx.db, shopId),
    shopLanguages(ctx.db),
  ]);
  const translations: Record<string, ShopTexts> = {};
  for (const language of languages) if (!language.is_default) translations[language.name] = noTexts();
  for (const text of texts) {
    const entry = translations[text.locale];
    // Texts of a language no longer offered are kept in the table but not shown.
    if (entry) entry[text.field as ShopTextField] = text.value;
  }
  return {
    shop: {
      ...row,
      delivery_charge: fromMinor(row.delivery_charge),
      shop_status: shopStatus(row.opening_time, row.closing_time, new Date(ctx.clock.now())),
      translations,
    },
    languages,
  };
}
