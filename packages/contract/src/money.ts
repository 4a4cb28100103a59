/**
 * Money rules shared by server and storefront. Inside the server money is an integer of minor
 * units (cents for a precision of 2); the wire carries decimals as the reference API does.
 * Rounding happens here and only here: once, half away from zero, at the currency's precision.
 */

/** Rounds half away from zero at `precision` decimals without binary float drift (1.005 -> 1.01). */
export function roundHalfUp(value: number, precision = 2): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const sign = value < 0 ? -1 : 1;
  // Shifting through the exponent notation keeps 1.005 as 100.5 rather than 100.49999999999999.
  const shifted = Math.round(Number(`${Math.abs(value)}e${precision}`));
  const result = sign * Number(`${shifted}e-${precision}`);
  return result === 0 ? 0 : result;
}

/** Decimal amount from the wire -> integer minor units. */
export function toMinor(amount: number, precision = 2): number {
  return Math.round(Number(`${roundHalfUp(amount, precision)}e${precision}`));
}

/** Integer minor units -> decimal amount for the wire. */
export function fromMinor(minor: number, precision = 2): number {
  if (!Number.isInteger(minor)) throw new RangeError(`minor units must be an integer: ${minor}`);
  const result = Number(`${minor}e-${precision}`);
  return result === 0 ? 0 : result;
}
