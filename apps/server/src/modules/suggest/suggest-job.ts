import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';
import { indexTouchedNames } from './index-names.ts';

/**
 * Brings the suggestions' index in line with the names writes touched (index-names.ts), at
 * start and every 2 s after, in the background: a suggestion request only reads, so shoppers
 * typing never wait on the index's writes nor on another process indexing. A rename is
 * suggested within a turn (plus the response cache's seconds). Returns the stop function.
 */
export function startSuggestionsJob(db: Db, log: FastifyBaseLogger): () => void {
  return startRepeatingJob(
    { what: 'search suggestions', everyMs: 2_000, atOnce: true, turn: () => indexTouchedNames(db) },
    log,
  );
}
