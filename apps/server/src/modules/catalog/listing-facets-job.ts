import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { foldListingFacets } from '../../db/listing-facets.ts';

/** How often the listing facets' changes are folded into their sums. */
const FOLD_MS = 5_000;

/**
 * Folds the listing facets' changes (db/listing-facets.ts) in the background, so a scope's
 * figures stay a few rows to read however much is written. Every process runs one; on
 * PostgreSQL one folds at a time and the others skip their turn. Returns the stop function.
 */
export function startListingFacetsJob(db: Db, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      // A full fold takes several scopes' worth; the next turn comes at once.
      while (!stopped && (await foldListingFacets(db)) > 0);
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'listing facets not folded; trying again shortly');
    }
    if (stopped) return;
    timer = setTimeout(() => void tick(), FOLD_MS);
    timer.unref();
  };
  timer = setTimeout(() => void tick(), FOLD_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
