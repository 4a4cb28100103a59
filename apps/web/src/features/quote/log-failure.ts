/**
 * Quote fetch errors are logged only (spec section 8): no toast; the screen shows its own
 * error state. Rethrows so the query still fails.
 */
export function logQuoteFailure(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Quote fetch failed:', error);
  throw error;
}
