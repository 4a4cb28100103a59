/**
 * Money rules shared by server and storefront. Inside the server money is an integer of minor
 * units (cents for a precision of 2); the wire carries decimals as the reference API does.
 * Rounding happens here and only here: once, half away from zero, at the currency's precision.
 */

/**
 * `value` times 10^places through its decimal text, so 1.005 becomes 100.5 rather than
 * 100.49999999999999; numbers already written with an exponent (5e-324, 1e+21) shift it.
 */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero at `precision` decimals without binary float drift (1.005 -> 1.01). */
export function roundHalfUp(value: number, precision = 2): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(shiftDecimal(Math.abs(value), precision));
  const result = sign * shiftDecimal(shifted, -precision);
  return result === 0 ? 0 : result;
}

/** Decimal amount from the wire -> integer minor units. */
export function toMinor(amount: number, precision = 2): number {
  return Math.round(shiftDecimal(roundHalfUp(amount, precision), precision));
}

/** Integer minor units -> decimal amount for the wire. */
export function fromMinor(minor: number, precision = 2): number {
  if (!Number.isInteger(minor)) throw new RangeError(`minor units must be an integer: ${minor}`);
  const result = shiftDecimal(minor, -precision);
  return result === 0 ? 0 : result;
}
