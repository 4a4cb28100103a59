import { countries } from 'countries-list';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { insertRows } from './batch.ts';

/**
 * Every country with its calling code, from the `countries-list` package (ISO 3166-1 names and
 * codes). Where a country has several codes the first is kept ("+1809" for the Dominican
 * Republic: area code included, as dialled).
 */
function countryRows() {
  return Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({ code, name: country.name, phone_code: `+${country.phone[0]}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Adds the countries the table lacks. Reference data rather than demo data: the server runs it
 * at every start too, so a shop started without the demo seed still lists countries.
 */
export async function seedCountries(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('countries').select('code').execute()).map((row) => row.code));
  const missing = countryRows().filter((row) => !existing.has(row.code));
  if (missing.length > 0) await insertRows(db, 'countries', missing);
}
