/** What the gateway's redirect back to /order-history reports (the contract's paymentReturnQuery). */
export type PaymentOutcome = { result: 'paid' | 'declined' | 'cancelled'; paymentId: number | null };

const RESULTS = ['paid', 'declined', 'cancelled'] as const;

/** Reads `?payment=paid|declined|cancelled&payment_id=N`; anything else is no outcome. */
export function readPaymentOutcome(params: URLSearchParams): PaymentOutcome | null {
  const result = RESULTS.find((r) => r === params.get('payment'));
  if (!result) return null;
  const id = Number(params.get('payment_id'));
  return { result, paymentId: Number.isInteger(id) && id > 0 ? id : null };
}
