import type { Db } from '../../db/database.ts';
import {
  deleteOptions,
  heldOptions,
  insertOption,
  type OptionTable,
  type OptionValues,
  updateOption,
} from './option-queries.ts';
import { copyTranslations } from './text-queries.ts';

/**
 * Makes the product's sizes or colours those `sent`, in their order. A held option of the same
 * name keeps its row (its id and a colour's translated names), so saving the form unchanged
 * leaves shoppers' cart lines of it alone (they go with their option, by cascade); the others
 * are deleted, with their translations, and the new ones inserted.
 */
export async function replaceOptions(db: Db, table: OptionTable, productId: number, sent: OptionValues[]) {
  const unused = new Map<string, number[]>();
  for (const { id, name } of await heldOptions(db, table, productId)) {
    unused.set(name, [...(unused.get(name) ?? []), id]);
  }
  for (const [position, option] of sent.entries()) {
    const id = unused.get(option.name)?.shift();
    if (id === undefined) await insertOption(db, table, productId, position, option);
    else await updateOption(db, table, id, position, option);
  }
  await deleteOptions(db, table, [...unused.values()].flat());
}

/** Gives product `to` the sizes and colours `from` has, the colours' translated names too. */
export async function copyOptions(
  db: Db,
  to: number,
  sizes: OptionValues[],
  colors: (OptionValues & { id: number })[],
): Promise<void> {
  for (const [position, size] of sizes.entries()) await insertOption(db, 'product_sizes', to, position, size);
  for (const [position, color] of colors.entries()) {
    const id = await insertOption(db, 'product_colors', to, position, color);
    await copyTranslations(db, 'product_color', color.id, id);
  }
}
