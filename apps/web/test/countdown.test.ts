import { describe, expect, it } from 'vitest';
import { countdownParts, twoDigits } from '../src/lib/countdown.ts';

const SECOND = 1000;
const now = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * SECOND;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('drops the part of a second still to run, so the display never runs ahead', () => {
    expect(countdownParts(now + 1500, now)).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts(now + 999, now)).toMatchObject({ seconds: 0, done: true });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(now - 60 * SECOND, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});

describe('twoDigits', () => {
  it('pads like a clock without cutting longer numbers', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(42)).toBe('42');
    expect(twoDigits(120)).toBe('120');
  });
});
