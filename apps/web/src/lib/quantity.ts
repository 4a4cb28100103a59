/**
 * A quantity from what the shopper typed: digits only, at least 1
 * (docs/features/forms-and-errors.md#rules-checked-in-the-browser), and not more than `max` (the
 * stock) when there is one.
 */
export function clampQuantity(input: string, max?: number): number {
  const digits = input.replace(/\D+/g, '');
  const value = Math.max(1, Number(digits || '1'));
  return max !== undefined && max >= 1 ? Math.min(value, max) : value;
}
