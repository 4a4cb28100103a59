import { describe, expect, it } from 'vitest';
import { dateTime } from '../src/lib/dates.ts';

describe('server dates', () => {
  it('reads the reference API\'s "Y-m-d H:i:s" as UTC and ISO instants as they say', () => {
    const utc = dateTime('2026-11-28 16:15:48', 'en');
    expect(utc).toBe(dateTime('2026-11-28T16:15:48.000Z', 'en'));
    expect(dateTime('2026-11-28T18:15:48+02:00', 'en')).toBe(utc);
  });

  it('shows what it cannot read as it came', () => {
    expect(dateTime('soon', 'en')).toBe('soon');
  });
});
