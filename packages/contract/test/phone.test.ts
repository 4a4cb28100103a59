import { describe, expect, it } from 'vitest';
import { digitsOnly, phoneError } from '../src/index.ts';

describe('phone rules', () => {
  it('strips every non-digit', () => {
    expect(digitsOnly('+1 (555) 010-2030')).toBe('15550102030');
  });
  it('uses 9 to 16 digits by default', () => {
    expect(phoneError('12345678')).toMatch(/at least 9/);
    expect(phoneError('123456789')).toBeNull();
    expect(phoneError('1'.repeat(17))).toMatch(/greater than 16/);
  });
  it('follows the configured lengths and the required switch', () => {
    expect(phoneError('', { required: false, minLength: 5, maxLength: 6 })).toBeNull();
    expect(phoneError('', { required: true, minLength: 5, maxLength: 6 })).toMatch(/required/);
    expect(phoneError('1234567', { required: true, minLength: 5, maxLength: 6 })).toMatch(/greater than 6/);
  });
});
