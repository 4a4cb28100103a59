import { describe, expect, it } from 'vitest';
import { canCancel, nextStep } from '../src/features/orders/steps.ts';

describe('order steps offered to the shop', () => {
  it('offers each step after the last, none once delivered or cancelled', () => {
    expect(nextStep('Pending')).toBe('Confirm');
    expect(nextStep('Pickup')).toBe('On The Way');
    expect(nextStep('On The Way')).toBe('Delivered');
    expect(nextStep('Delivered')).toBeNull();
    expect(nextStep('Cancelled')).toBeNull();
  });

  it('lets the shop cancel until the order is delivered', () => {
    expect(canCancel('Processing')).toBe(true);
    expect(canCancel('Delivered')).toBe(false);
    expect(canCancel('Cancelled')).toBe(false);
  });
});
