import { CONFIRM_PASSWORD_MISMATCH, OTP_LENGTH } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import * as local from '../src/features/auth/constants.ts';

// The web keeps its own copies to keep zod out of the main bundle; this keeps them in step.
describe('auth constants', () => {
  it('match the contract', () => {
    expect(local.OTP_LENGTH).toBe(OTP_LENGTH);
    expect(local.CONFIRM_PASSWORD_MISMATCH).toBe(CONFIRM_PASSWORD_MISMATCH);
  });
});
