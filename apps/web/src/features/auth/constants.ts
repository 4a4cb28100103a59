// Copies of two contract constants: importing them from the contract's auth schemas would pull
// zod into the main bundle, since those modules build schemas when loaded.

/** OTP length (spec section 9); the contract's OTP_LENGTH. */
export const OTP_LENGTH = 4;

/** The reset rule's message (spec section 5); the contract's CONFIRM_PASSWORD_MISMATCH. */
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm Password does not match.';
