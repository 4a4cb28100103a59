/**
 * One-time code rules. Four digits (fixed by the storefront) are ~13 bits, so the rest makes up
 * for it: random, hashed at rest, single use, bound to identifier and purpose, short-lived,
 * few tries, and few codes per hour.
 */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_IDENTIFIER_PER_HOUR = 5;
export const OTP_MAX_PER_ADDRESS_PER_HOUR = 20;
/** The reset token that a verified reset code buys. */
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export type OtpPurpose = 'registration' | 'reset';
