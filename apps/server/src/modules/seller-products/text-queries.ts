import type { Db } from '../../db/database.ts';
import type { TranslatedEntity } from '../../db/types.ts';

/** The fields of a product that have texts in the other languages. */
export const PRODUCT_TEXT_FIELDS = ['name', 'short_description', 'description'] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The product's texts in every other language. */
export function productTextRows(db: Db, productId: number) {
  return db
    .selectFrom('translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'product')
    .where('entity_id', '=', productId)
    .where('field', 'in', [...PRODUCT_TEXT_FIELDS])
    .execute();
}

/** Gives `to` the texts in other languages `from` has (two rows of one entity: products, colours). */
export async function copyTranslations(
  trx: Db,
  entity: Extract<TranslatedEntity, 'product' | 'product_color'>,
  from: number,
  to: number,
): Promise<void> {
  await trx
    .insertInto('translations')
    .columns(['entity', 'entity_id', 'locale', 'field', 'value', 'search_text'])
    .expression((eb) =>
      eb
        .selectFrom('translations')
        .select((s) => ['entity', s.val(to).as('entity_id'), 'locale', 'field', 'value', 'search_text'])
        .where('entity', '=', entity)
        .where('entity_id', '=', from),
    )
    .execute();
}
