import { describe, expect, it } from 'vitest';
import { ReadPlacement } from '../src/db/read-placement.ts';

const QUICK = 0.1;
const SLOW = 5;

/** Reports `times` runs of `sql`, each taking `ms`. */
function runs(placement: ReadPlacement, sql: string, times: number, ms: number) {
  for (let i = 0; i < times; i += 1) placement.took(sql, ms);
}

describe('where a read statement runs', () => {
  it('starts on the threads and comes to the server thread after eight quick runs in a row', () => {
    const placement = new ReadPlacement();
    expect(placement.here('select 1')).toBe(false);
    runs(placement, 'select 1', 7, QUICK);
    expect(placement.here('select 1')).toBe(false);
    runs(placement, 'select 1', 1, QUICK);
    expect(placement.here('select 1')).toBe(true);
  });

  it('a slow run in the middle starts the count again', () => {
    const placement = new ReadPlacement();
    runs(placement, 'select 2', 7, QUICK);
    runs(placement, 'select 2', 1, SLOW);
    runs(placement, 'select 2', 8, QUICK);
    expect(placement.here('select 2')).toBe(false);
  });

  it('goes back to the threads at its first slow run, and stays there for a long while', () => {
    const placement = new ReadPlacement();
    runs(placement, 'select 3', 8, QUICK);
    expect(placement.here('select 3')).toBe(true);
    runs(placement, 'select 3', 1, SLOW);
    expect(placement.here('select 3')).toBe(false);
    runs(placement, 'select 3', 200, QUICK);
    expect(placement.here('select 3')).toBe(false);
    runs(placement, 'select 3', 64, QUICK);
    expect(placement.here('select 3')).toBe(true);
  });

  it('keeps each statement apart, and forgets the least recently run past its limit', () => {
    const placement = new ReadPlacement();
    runs(placement, 'quick', 8, QUICK);
    runs(placement, 'slow', 8, SLOW);
    expect(placement.here('quick')).toBe(true);
    expect(placement.here('slow')).toBe(false);
    for (let i = 0; i < 2000; i += 1) placement.took(`other ${i}`, QUICK);
    expect(placement.here('quick')).toBe(false);
  });
});
