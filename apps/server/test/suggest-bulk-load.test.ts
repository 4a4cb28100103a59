import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { NAMES_FILL } from '../src/db/migrations/016-search-suggestions.ts';
import { seedDemo } from '../src/seed/index.ts';
import { catchUpSuggestions } from '../src/modules/suggest/index-names.ts';
import { databaseTargets, type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

// The suggestions' index as a whole: filled by a bulk load as by writes one by one, and brought
// in line by catch-ups running side by side (every process runs one) without a name twice or lost.

/** Every name of the index with how many words it has. */
async function index(db: Db) {
  const { rows } = await sql<{ kind: string; locale: string; entity_id: number; name: string; words: string }>`
    select n.kind, n.locale, n.entity_id, n.name, w.words
    from suggest_names n join (select name_id, count(*) as words from suggest_words group by name_id) w
      on w.name_id = n.id
    order by n.kind, n.locale, n.entity_id, n.name`.execute(db);
  return rows.map((row) => ({ ...row, words: Number(row.words) }));
}

describe.each(databaseTargets)('the suggestions’ index on $name', ({ url }) => {
  let regular: FreshDatabase;
  let bulk: FreshDatabase;
  beforeAll(async () => {
    regular = await freshDatabase(url);
    bulk = await freshDatabase(url);
  });
  afterAll(async () => {
    await regular?.dispose();
    await bulk?.dispose();
  });

  it('indexes the product names a bulk load wrote, as writing them one by one does', async () => {
    await seedDemo(regular.db, { dataDir: regular.dataDir, products: 1500 });
    await seedDemo(bulk.db, { dataDir: bulk.dataDir, products: 1500, bulkLoadFrom: 1 });
    // The load indexed the names it wrote itself.
    const { rows } = await sql<{ n: number }>`select count(distinct name) as n from products`.execute(bulk.db);
    const own = (await index(bulk.db)).filter((name) => name.kind === 'product' && name.locale === '');
    expect(own).toHaveLength(Number(rows[0]!.n));

    await catchUpSuggestions(regular.db);
    await catchUpSuggestions(bulk.db);
    expect(await index(bulk.db)).toEqual(await index(regular.db));
  });

  it('ends with every name once when catch-ups run side by side', async () => {
    const whole = await index(regular.db);
    expect(whole.length).toBeGreaterThan(1000);
    // Every name noted twice over an empty index, then six catch-ups released together.
    await sql`delete from suggest_names`.execute(regular.db);
    await sql.raw(NAMES_FILL).execute(regular.db);
    await sql.raw(NAMES_FILL).execute(regular.db);
    await Promise.all(Array.from({ length: 6 }, () => catchUpSuggestions(regular.db)));
    expect(await index(regular.db)).toEqual(whole);
    const { rows } = await sql<{ n: number }>`select count(*) as n from suggest_changes`.execute(regular.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
