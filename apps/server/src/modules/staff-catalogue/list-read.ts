import type { ColourPalette, StaffBrands, StaffUnits } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { productCountsBy, selectBrands, selectPalette, selectUnits } from './list-queries.ts';
import { fieldTextsByRow } from '../translations/field-texts.ts';
import { catalogueLanguages } from './texts.ts';

/** Every brand, active or not, by name, with how many products are of it. */
export async function brandList(db: Db): Promise<StaffBrands> {
  const [rows, counts] = await Promise.all([selectBrands(db), productCountsBy(db, 'brand_id')]);
  return {
    brands: rows.map((row) => ({ ...row, is_active: row.is_active === 1, product_count: counts.get(row.id) ?? 0 })),
  };
}

/** Every unit of sale by name, with how many products are sold by it and its names in the other languages. */
export async function unitList(db: Db): Promise<StaffUnits> {
  const languages = await catalogueLanguages(db);
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const [rows, counts, namesOf] = await Promise.all([
    selectUnits(db),
    productCountsBy(db, 'unit_id'),
    fieldTextsByRow(db, 'unit', 'name', others),
  ]);
  return {
    units: rows.map((row) => ({ ...row, product_count: counts.get(row.id) ?? 0, translations: namesOf(row.id) })),
    languages,
  };
}

/** The colour palette by name. */
export async function palette(db: Db): Promise<ColourPalette> {
  return { colours: await selectPalette(db) };
}
