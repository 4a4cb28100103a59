import type { DeliveryBand } from '@souk/contract';
import type { Db } from '../../db/database.ts';

/** The platform's delivery bands (by quantity) and active VAT rates, which price every shop's order. */
export async function pricingTables(db: Db) {
  const [bands, vat] = await Promise.all([
    db
      .selectFrom('delivery_charges')
      .select(['min_quantity', 'max_quantity', 'charge'])
      .orderBy('min_quantity')
      .execute(),
    db.selectFrom('vat_taxes').select(['id', 'name', 'percentage']).where('is_active', '=', 1).orderBy('id').execute(),
  ]);
  return { bands: bands as DeliveryBand[], vat: vat.map((v) => ({ ...v, percentage: Number(v.percentage) })) };
}
