import { describe, expect, it } from 'vitest';
import { fromMinor, roundHalfUp, toMinor } from '../src/index.ts';

describe('roundHalfUp', () => {
  it('rounds halves away from zero despite binary floats', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.0049, 2)).toBe(1);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(-0.5, 0)).toBe(-1);
  });

  it('keeps precision 0 and 3 exact', () => {
    expect(roundHalfUp(151.5, 0)).toBe(152);
    expect(roundHalfUp(1.0005, 3)).toBe(1.001);
  });

  it('handles amounts JavaScript writes with an exponent', () => {
    expect(roundHalfUp(5e-324, 2)).toBe(0);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(toMinor(5e-324)).toBe(0);
    expect(toMinor(1.5e-2)).toBe(2);
  });

  it('refuses non-finite amounts', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('converts decimals to integer cents and back', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(10.005)).toBe(1001);
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(5, 0)).toBe(5);
  });

  it('refuses fractional minor units', () => {
    expect(() => fromMinor(1.5)).toThrow(RangeError);
  });
});
