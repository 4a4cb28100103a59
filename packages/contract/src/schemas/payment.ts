import { z } from 'zod';
import { idSchema } from './common.ts';

export const CASH_ON_DELIVERY = 'cash';

/** The outcomes of an online payment, as the redirect back to /order-history reports them. */
export const paymentResults = ['paid', 'declined', 'cancelled'] as const;
export type PaymentResult = (typeof paymentResults)[number];

/** The buttons of the hosted pay page. */
export const paymentDecisions = ['approve', 'decline', 'cancel'] as const;
export type PaymentDecision = (typeof paymentDecisions)[number];

/**
 * Where the server sends the browser after a hosted payment (303):
 * `/order-history?payment=paid|declined|cancelled&payment_id={id}`.
 */
export const paymentReturnQuerySchema = z.object({
  payment: z.enum(paymentResults).optional(),
  payment_id: z.coerce.number().int().positive().optional(),
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuerySchema>;

/** `GET /order-payment/{order}/{method}`. */
export const orderPaymentParamsSchema = z.object({
  order: idSchema,
  method: z.string().trim().min(1).max(30),
});
export const orderPaymentResponseSchema = z.object({ order_payment_url: z.string() });
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

/** The signed link of the hosted pay page (and its form's hidden fields). */
export const paymentSignatureSchema = z.object({
  expires: z.coerce.number({ error: 'The link is invalid.' }).int().positive(),
  signature: z.string().regex(/^[a-f0-9]{64}$/, 'The link is invalid.'),
  // The shopper's language and currency when the link was made: the pay page speaks and counts in them.
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The lang must be a language code.')
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'The currency must be a currency code.')
    .optional(),
});
export const paymentIdParamsSchema = z.object({ payment_id: idSchema });
export const paymentDecisionBodySchema = paymentSignatureSchema.extend({
  decision: z.enum(paymentDecisions, { error: 'The decision must be approve, decline or cancel.' }),
});
