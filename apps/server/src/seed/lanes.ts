import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Runs one batch's writes as one transaction, on one of a load's sessions. */
export type Lane = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * Hands `items` out to `workers`, each taking the next one when done with its last, until none
 * is left, then throws the first failure. A worker that fails stops taking items; when `items`
 * is a generator, its end makes the others stop too once done with their current item.
 */
export async function across<W, T>(
  workers: readonly W[],
  items: AsyncIterableIterator<T> | IterableIterator<T>,
  work: (worker: W, item: T) => Promise<void>,
): Promise<void> {
  const results = await Promise.allSettled(
    workers.map(async (worker) => {
      for await (const item of items) await work(worker, item);
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
