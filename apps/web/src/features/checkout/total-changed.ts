import { ApiError } from '../../lib/api-client.ts';

/**
 * Place Order's refusal when the total is no longer the `expected_payable` sent: a 422 on that
 * field (placeOrderTotalChangedSchema), with nothing placed.
 */
export const isTotalChanged = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 422 && error.errors.expected_payable !== undefined;
