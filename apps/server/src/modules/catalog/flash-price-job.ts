import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { type Clock, isoAt, wakeAfter } from '../../lib/clock.ts';
import { nextFlashBoundary, refreshFlashPrices } from './flash-price-queries.ts';

/**
 * At least this often the flash prices are brought up to date even without a boundary in
 * sight: a sale another server process added, or a boundary a sleeping machine overslept.
 */
const SWEEP_MS = 60_000;
/** After a failed refresh (the database away), the next try. */
const RETRY_MS = 5_000;

/**
 * Keeps stored flash prices in step with `clock`: refreshes them now, then at each moment a flash
 * sale starts or ends by it (and at least every minute of it), and tells the catalogue's caches
 * when a price moved. Every process runs one; a refresh writes only prices that moved, so they
 * agree.
 * Resolves, once the first refresh is done, to the stop function.
 */
export async function startFlashPriceJob(db: Db, log: FastifyBaseLogger, clock: Clock): Promise<() => void> {
  let cancel = () => undefined as void;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    cancel = wakeAfter(clock, Math.max(0, Math.min(ms, SWEEP_MS)), () => void tick());
  };
  const tick = async () => {
    try {
      const now = isoAt(clock);
      if ((await refreshFlashPrices(db, now)) > 0) catalogChanged();
      const next = await nextFlashBoundary(db, now);
      // A few milliseconds past the boundary, so the sale has started or ended by then.
      schedule(next ? Date.parse(next) - clock.now() + 5 : SWEEP_MS);
    } catch (error) {
      if (stopped) return;
      log.warn({ err: error }, 'flash prices not refreshed; trying again shortly');
      schedule(RETRY_MS);
    }
  };
  await tick();
  return () => {
    stopped = true;
    cancel();
  };
}
