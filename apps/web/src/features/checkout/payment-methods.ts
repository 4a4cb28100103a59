import type { Master } from '@souk/contract';

/** The contract's cash-on-delivery method name (kept here so the web bundle needs no zod module). */
export const CASH = 'cash';

export interface PaymentChoice {
  value: string;
  /** A translation key for cash; a gateway's own title otherwise. */
  label: string;
  logo: string | null;
}

/**
 * What the settings offer (docs/features/basket.md#paying): cash when on, then each gateway when
 * online payment is on.
 */
export function paymentChoices(
  master: Pick<Master, 'cash_on_delivery' | 'online_payment' | 'payment_gateways'> | null,
) {
  if (!master) return [];
  const choices: PaymentChoice[] = [];
  if (master.cash_on_delivery) choices.push({ value: CASH, label: 'Cash on Delivery', logo: null });
  if (master.online_payment) {
    for (const gateway of master.payment_gateways) {
      choices.push({ value: gateway.name, label: gateway.title, logo: gateway.logo || null });
    }
  }
  return choices;
}
