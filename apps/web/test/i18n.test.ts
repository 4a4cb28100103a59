import { describe, expect, it } from 'vitest';
import { translate } from '../src/lib/i18n.ts';

describe('translate', () => {
  const ar = { 'Log Out!': 'تسجيل الخروج!', 'Hello :name': 'مرحبا :name' };

  it('looks the English text up in the message map', () => {
    expect(translate(ar, 'Log Out!')).toBe('تسجيل الخروج!');
  });

  it('falls back to the English key when the map lacks it or has not loaded', () => {
    expect(translate(ar, 'Cart is empty')).toBe('Cart is empty');
    expect(translate(undefined, 'Cart is empty')).toBe('Cart is empty');
  });

  it('fills :placeholders', () => {
    expect(translate(ar, 'Hello :name', { name: 'Sara' })).toBe('مرحبا Sara');
    expect(translate(undefined, ':count items', { count: 3 })).toBe('3 items');
  });
});
