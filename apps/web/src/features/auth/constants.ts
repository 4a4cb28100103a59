// Copies of two contract constants: importing them from the contract's auth schemas would pull
// zod into the main bundle, since those modules build schemas when loaded.

/** OTP length (docs/features/accounts.md#one-time-codes); the contract's OTP_LENGTH. */
export const OTP_LENGTH = 4;

/**
 * The reset rule's message (docs/features/forms-and-errors.md#rules-checked-in-the-browser); the
 * contract's CONFIRM_PASSWORD_MISMATCH.
 */
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm Password does not match.';
