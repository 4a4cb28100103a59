import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work on the server's one thread (building a search index over a million products),
 * cut into slices: `slice()` gives the event loop a turn once `budgetMs` have passed since the
 * last, so requests keep being answered while it runs.
 */
export function timeSlices(budgetMs = 8) {
  let started = performance.now();
  return {
    async slice(): Promise<void> {
      if (performance.now() - started < budgetMs) return;
      await nextTurn();
      started = performance.now();
    },
  };
}

export type TimeSlices = ReturnType<typeof timeSlices>;
