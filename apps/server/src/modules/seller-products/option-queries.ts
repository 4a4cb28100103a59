import type { Db } from '../../db/database.ts';

/** A product's sizes or colours (the choices a shopper makes). */
export type OptionTable = 'product_sizes' | 'product_colors';

/** A size or colour to write: prices in minor units; `color_code` for colours only. */
export interface OptionValues {
  name: string;
  price: number;
  color_code?: string;
}

export function heldOptions(db: Db, table: OptionTable, productId: number) {
  return db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertOption(
  db: Db,
  table: OptionTable,
  productId: number,
  position: number,
  { name, price, color_code }: OptionValues,
): Promise<number> {
  const base = { product_id: productId, name, price, position };
  const inserted =
    table === 'product_colors'
      ? db
          .insertInto('product_colors')
          .values({ ...base, color_code: color_code ?? '' })
          .returning('id')
      : db.insertInto('product_sizes').values(base).returning('id');
  return (await inserted.executeTakeFirstOrThrow()).id;
}

export async function updateOption(
  db: Db,
  table: OptionTable,
  id: number,
  position: number,
  { price, color_code }: OptionValues,
): Promise<void> {
  if (table === 'product_colors') {
    await db
      .updateTable('product_colors')
      .set({ price, position, color_code: color_code ?? '' })
      .where('id', '=', id)
      .execute();
  } else {
    await db.updateTable('product_sizes').set({ price, position }).where('id', '=', id).execute();
  }
}

/** Deletes options `ids`; a colour's translated names go with it. */
export async function deleteOptions(db: Db, table: OptionTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  if (table === 'product_colors') {
    await db.deleteFrom('translations').where('entity', '=', 'product_color').where('entity_id', 'in', ids).execute();
  }
  await db.deleteFrom(table).where('id', 'in', ids).execute();
}
