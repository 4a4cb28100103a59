import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { foldListingFacets } from '../../db/listing-facets-queries.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';

/**
 * Folds the listing facets' changes (db/listing-facets-queries.ts) in the background every 5 s, so a
 * scope's figures stay a few rows to read however much is written. Every process runs one; on
 * PostgreSQL one folds at a time and the others skip their turn. A full fold takes several
 * scopes' worth; the next comes at once. Returns the stop function.
 */
export function startListingFacetsJob(db: Db, log: FastifyBaseLogger): () => void {
  return startRepeatingJob(
    { what: 'listing facets', everyMs: 5_000, turn: async () => (await foldListingFacets(db)) > 0 },
    log,
  );
}
