/**
 * Quote fetch errors are logged only (docs/features/forms-and-errors.md#failures-that-stay-quiet):
 * no toast; the screen shows its own error state. Rethrows so the query still fails.
 */
export function logQuoteFailure(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Quote fetch failed:', error);
  throw error;
}
