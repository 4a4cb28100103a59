import type { FlashSaleSummary } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { toWireDateTime } from '../../lib/time.ts';
import { translateRows } from '../translations/translations.ts';
import { activeSale, nextSale, runningSale, runningSaleWithProduct } from './flash-sale-queries.ts';

type FlashSaleRow = { id: number; name: string; thumbnail: string; start_date: string; end_date: string };

export const toFlashSummary = (row: FlashSaleRow): FlashSaleSummary => ({
  id: row.id,
  name: row.name,
  thumbnail: row.thumbnail,
  start_date: toWireDateTime(row.start_date),
  end_date: toWireDateTime(row.end_date),
});

/** The sales with their names in the request's language, where they have one (one query). */
async function named<Row extends FlashSaleRow>(db: Db, rows: (Row | undefined)[]): Promise<(Row | undefined)[]> {
  const found = rows.filter((row) => row !== undefined);
  const translated = new Map(
    (await translateRows(db, 'flash_sale', found, ['name'], (row) => row.id)).map((row) => [row.id, row]),
  );
  return rows.map((row) => row && translated.get(row.id));
}

/** The sale running now (the one ending soonest when several overlap) and the next one to start. */
export async function currentFlashSales(db: Db, now: string) {
  const [running, incoming] = await Promise.all([runningSale(db, now), nextSale(db, now)]);
  const [runningNamed, incomingNamed] = await named(db, [running, incoming]);
  return { running: runningNamed, incoming: incomingNamed };
}

export async function findFlashSale(db: Db, id: number) {
  const sale = await activeSale(db, id);
  return (await named(db, [sale]))[0];
}

/** The running sale a product is in with stock left, if any. */
export async function runningSaleOfProduct(db: Db, productId: number, now: string) {
  const sale = await runningSaleWithProduct(db, productId, now);
  return (await named(db, [sale]))[0];
}
