import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAmount, formatMoney } from '../src/index.ts';

describe('formatMoney', () => {
  it('defaults to $ before the amount at 2 decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
  });

  it('multiplies by the rate and rounds at the precision', () => {
    const yen = { symbol: '¥', position: 'prefix' as const, rate: 151.5, precision: 0 };
    expect(formatMoney(10, yen)).toBe('¥1,515');
    expect(formatMoney(0.99, yen)).toBe('¥150');
  });

  it('puts a suffix symbol after the amount', () => {
    const euro = { symbol: '€', position: 'suffix' as const, rate: 0.92, precision: 2 };
    expect(formatMoney(10, euro)).toBe('9.20€');
  });

  it('treats a missing or zero rate as 1', () => {
    expect(convertAmount(7.25, { rate: 0, precision: 2 })).toBe(7.25);
  });

  it('shows negative amounts with the sign first', () => {
    expect(formatMoney(-3)).toBe('-$3.00');
  });

  it('groups and pads digits as en-US Intl.NumberFormat does, at every precision', () => {
    const amounts = fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e12, max: 1e12, noNaN: true }));
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 4 }), (amount, precision) => {
        const currency = { symbol: '$', position: 'prefix' as const, rate: 1, precision };
        const value = convertAmount(amount, currency);
        const intl = new Intl.NumberFormat('en-US', {
          minimumFractionDigits: precision,
          maximumFractionDigits: precision,
        }).format(Math.abs(value));
        expect(formatMoney(amount, currency)).toBe(`${value < 0 ? '-' : ''}$${intl}`);
      }),
    );
  });
});
