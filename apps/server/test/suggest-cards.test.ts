import { expect, it } from 'vitest';
import { catalogChanged } from '../src/lib/catalog-events.ts';
import { suggestionsFor } from './helpers/suggestions.ts';
import { createTestApp } from './helpers/test-app.ts';

// What suggestions keep between requests (ADR 2): each name's product card, among the lists'
// summaries, which every other server test turns off (CATALOG_SUMMARY_SECONDS=0).

it('keeps product cards among the summaries, and drops them at a listing change', async () => {
  const cached = await createTestApp({ env: { CATALOG_SUMMARY_SECONDS: '60' } });
  try {
    const product = await cached.db
      .selectFrom('products')
      .select(['id', 'price'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await cached.db.updateTable('products').set({ name: 'Ocelot Barometer' }).where('id', '=', product.id).execute();
    const price = async () => {
      const data = (await suggestionsFor(cached, 'ocelot baro')).products;
      expect(data.map((card) => card.id)).toEqual([product.id]);
      return data[0]!.price;
    };
    const before = await price();
    await cached.db
      .updateTable('products')
      .set({ price: product.price + 100 })
      .where('id', '=', product.id)
      .execute();
    // Behind the server's back the card is kept (CATALOG_SUMMARY_SECONDS bounds how long)...
    expect(await price()).toBe(before);
    // ...and a listing change, as every write through the server makes, drops it.
    catalogChanged('listing');
    expect(await price()).toBeCloseTo(before + 1, 2);
  } finally {
    await cached.close();
  }
});
