import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInLocale } from '../src/lib/content-locale.ts';
import { listedConditions } from '../src/modules/catalog/listing.ts';
import { matchesSearch } from '../src/modules/catalog/search-queries.ts';
import {
  firstProductsNamed,
  namesMatching,
  suggestedProductRows,
  wordsSharingTrigrams,
} from '../src/modules/suggest/queries.ts';
import { planInspector, type Statement } from './helpers/query-plans.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

// Plan checks, not timings: a suggestion reads ranges of the words' and trigrams' indexes and a
// name's first listed products off the products' name index, never every product, so it costs
// the same at a million products as at a thousand.
const kind = testDatabaseUrl ? 'postgres' : 'sqlite';

let t: TestContext;
let inspector: Awaited<ReturnType<typeof planInspector>>;
beforeAll(async () => {
  t = await createTestApp();
  inspector = await planInspector(t);
});
afterAll(async () => {
  await inspector?.close();
  await t.close();
});

async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
  inspector.statements.length = 0;
  await run();
  const statements: Statement[] = [...inspector.statements];
  expect(statements.length).toBeGreaterThan(0);
  return Promise.all(statements.map((statement) => inspector.plan(statement)));
}

/** A read of a whole table: SQLite's SCAN without an index, PostgreSQL's sequential scan. */
const wholeTable = (table: string) =>
  kind === 'sqlite'
    ? new RegExp(`SCAN ${table}\\b(?! USING (COVERING )?INDEX)`)
    : new RegExp(`Seq Scan on ${table}\\b`);

describe(`search suggestions on ${kind}: every read is an index range`, () => {
  it('finds the words a typo may stand for by their trigrams', async () => {
    const [plan] = await plansOf(() => wordsSharingTrigrams(inspector.db, ['^sn', 'sne', 'nea'], 1, 50));
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH suggest_trigrams USING (COVERING )?INDEX \S+ \(trigram=\?\)/
        : /suggest_trigrams_pkey/,
    );
    expect(plan).not.toMatch(wholeTable('suggest_trigrams'));
  });

  it('reads a prefix’s names off the words’ index, and checks each other word name by name', async () => {
    const [plan] = await plansOf(() =>
      namesMatching(
        inspector.db,
        ['', 'fr'],
        { prefix: 'sh', typos: ['shirt', 'short'] },
        [{ prefix: 'cl', typos: [] }],
        500,
      ),
    );
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH w USING (COVERING )?INDEX \S+ \(locale=\? AND word>\? AND word<\?\)/
        : /Index Only Scan using suggest_words_pkey on suggest_words w/,
    );
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH o (EXISTS )?USING (COVERING )?INDEX suggest_words_name_idx/
        : /suggest_words_name_idx/,
    );
    for (const table of ['suggest_words', 'suggest_names', 'w', 'o', 't', 'n'])
      expect(plan).not.toMatch(wholeTable(table));
  });

  it('takes the first listed product of a name off the products’ or the translated names’ index', async () => {
    const names = await t.db
      .selectFrom('suggest_names')
      .select('id')
      .where('kind', '=', 'product')
      .orderBy('locale', 'desc')
      .limit(12)
      .execute();
    const listed = await listedConditions(inspector.db, { kind, rootOnly: false });
    const [plan] = await plansOf(() =>
      firstProductsNamed(
        inspector.db,
        names.map((name) => name.id),
        listed,
      ),
    );
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH p USING (COVERING )?INDEX products_name_idx \(name=\?\)/
        : /Index \w*\s?Scan using products_name_idx/,
    );
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH tr USING (COVERING )?INDEX translations_name_idx \(entity=\? AND locale=\? AND value=\?\)/
        : /Index \w*\s?Scan using translations_name_idx/,
    );
    // The first listed one is read: no sort of a name's products.
    expect(plan).not.toMatch(/USE TEMP B-TREE|^\s*(->\s*)?Sort\b/m);
    for (const table of ['products', 'p', 'translations', 'tr']) expect(plan).not.toMatch(wholeTable(table));
    // Walking a listing index in order, looking for the name, would read the catalogue.
    expect(plan).not.toMatch(/products_listed_/);
  });

  it('reads what a suggestion shows of its products by their ids', async () => {
    const [plan] = await plansOf(() => suggestedProductRows(inspector.db, [1, 2, 3]));
    expect(plan).toMatch(kind === 'sqlite' ? /SEARCH products USING INTEGER PRIMARY KEY/ : /products_pkey/);
  });

  it('finds a search’s products by their translated names off the words’ and names’ indexes', async () => {
    const [plan] = await plansOf(() =>
      runInLocale('fr', () =>
        inspector.db
          .selectFrom('products as p')
          .select('p.id')
          .where(matchesSearch(kind, ['chaussure', 'cuir']))
          .execute(),
      ),
    );
    expect(plan).toMatch(
      kind === 'sqlite'
        ? /SEARCH w USING (COVERING )?INDEX \S+ \(locale=\? AND word>\? AND word<\?\)/
        : /Index Only Scan using suggest_words_pkey on suggest_words w/,
    );
    expect(plan).toMatch(/translations_name_idx/);
    for (const table of ['translations', 'tr', 'suggest_words', 'suggest_names', 'w', 'o', 'n'])
      expect(plan).not.toMatch(wholeTable(table));
  });
});
