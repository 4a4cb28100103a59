import type { Db } from '../../db/database.ts';
import {
  addNames,
  carriedNames,
  dropNames,
  hasTouchedNames,
  insertWords,
  lockIndexing,
  type NameKey,
  takeTouchedNames,
} from './index-queries.ts';
import { indexedWords } from '../../lib/search-text.ts';
import { trigramsOf } from './words.ts';

/** Touched names taken per transaction: a few thousand words at most, a short hold on the writer. */
const CHANGES_PER_BATCH = 2000;

/**
 * Brings the index's names in line with the names the triggers of migration 016 noted as
 * touched: a name some row carries is kept (its words written when it is new), one no row
 * carries any more is dropped. A write not yet committed is seen by a later catch-up, its note
 * being committed with it. Costs one indexed read when nothing was touched (the usual case).
 * Words are folded here, in JavaScript, as every other search text is (lib/search-text.ts).
 */
export async function catchUpSuggestions(db: Db): Promise<void> {
  while (await indexTouchedNames(db));
}

/** One batch of the catch-up, in its own transaction; answers whether more are waiting. */
export async function indexTouchedNames(db: Db): Promise<boolean> {
  if (!(await hasTouchedNames(db))) return false;
  return (await db.transaction().execute(indexBatch)) === CHANGES_PER_BATCH;
}

/** The same, inside a transaction the caller holds (a bulk load's). */
export async function catchUpSuggestionsIn(trx: Db): Promise<void> {
  while ((await indexBatch(trx)) === CHANGES_PER_BATCH);
}

/** One batch of touched names brought in line; returns how many notes were taken. */
async function indexBatch(trx: Db): Promise<number> {
  await lockIndexing(trx);
  const taken = await takeTouchedNames(trx, CHANGES_PER_BATCH);
  const keyOf = (key: NameKey) => JSON.stringify([key.kind, key.locale, key.entity_id, key.name]);
  const touched = [...new Map(taken.map((key) => [keyOf(key), key])).values()];
  if (touched.length === 0) return taken.length;
  const carried = await carriedNames(trx, touched);
  const kept = new Set(carried.map(keyOf));
  await dropNames(
    trx,
    touched.filter((key) => !kept.has(keyOf(key))),
  );
  const added = await addNames(trx, carried);
  const words = added.flatMap((name) =>
    [...new Set(indexedWords(name.name))].map((word) => ({ locale: name.locale, word, name_id: name.id })),
  );
  const distinct = [...new Set(words.map((row) => row.word))];
  const trigrams = distinct.flatMap((word) => trigramsOf(word).map((trigram) => ({ trigram, word })));
  await insertWords(trx, words, trigrams);
  return taken.length;
}
