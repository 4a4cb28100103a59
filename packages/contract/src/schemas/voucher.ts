import { z } from 'zod';
import { idSchema, requiredText } from './common.ts';
import { quantitySchema } from './cart.ts';

export const discountTypes = ['Amount', 'Percentage'] as const;
export type DiscountType = (typeof discountTypes)[number];

/**
 * A voucher as `GET /get-vouchers` lists it. `discount` is a decimal amount for Amount and a
 * whole percent for Percentage; `started` and `validity` are "Y-m-d H:i:s" (UTC) start and end.
 */
export const voucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  discount_type: z.enum(discountTypes),
  discount: z.number(),
  min_order_amount: z.number(),
  max_discount_amount: z.number().nullable(),
  limit_for_user: z.number(),
  shop_id: z.number().nullable(),
  started: z.string(),
  validity: z.string(),
  is_collected: z.boolean(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const vouchersQuerySchema = z.object({ shop_id: idSchema.optional() });
export const vouchersResponseSchema = z.object({ coupons: z.array(voucherSchema) });
export type VouchersResponse = z.infer<typeof vouchersResponseSchema>;

export const voucherCollectBodySchema = z.object({ coupon_id: idSchema });

/** `POST /apply-voucher`: what the code takes off these products (prices come from the server). */
export const applyVoucherBodySchema = z.object({
  coupon_code: requiredText('coupon code', 50),
  products: z
    .array(z.object({ id: idSchema, quantity: quantitySchema, shop_id: idSchema.optional() }), {
      error: 'The products field is required.',
    })
    .min(1, 'The products field is required.')
    .max(200, 'The products may not have more than 200 items.'),
});
export type ApplyVoucherBody = z.input<typeof applyVoucherBodySchema>;

export const applyVoucherResponseSchema = z.object({
  total_order_amount: z.number(),
  total_discount_amount: z.number(),
});
export type ApplyVoucherResponse = z.infer<typeof applyVoucherResponseSchema>;
