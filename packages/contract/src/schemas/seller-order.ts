import { z } from 'zod';
import { idSchema } from './common.ts';
import { orderSchema, orderStatusInputSchema, ordersQuerySchema, statusWiseOrdersSchema } from './order.ts';

/** `GET /seller/orders`: the seller's own shop's orders, newest first. */
export const sellerOrdersQuerySchema = ordersQuerySchema;
export const sellerOrdersResponseSchema = z.object({
  total: z.number(),
  status_wise_orders: statusWiseOrdersSchema,
  orders: z.array(orderSchema.extend({ customer: z.object({ id: z.number(), name: z.string() }) })),
});
export type SellerOrdersResponse = z.infer<typeof sellerOrdersResponseSchema>;

export const sellerOrderParamsSchema = z.object({ id: idSchema });
/** `GET /seller/orders/{id}`: one of the shop's orders, with its customer. */
export const sellerOrderResponseSchema = z.object({
  order: orderSchema.extend({ customer: z.object({ id: z.number(), name: z.string() }) }),
});
export type SellerOrderResponse = z.infer<typeof sellerOrderResponseSchema>;
/** `POST /seller/orders/{id}/status`: one step forward, or Cancelled (not once delivered). */
export const sellerOrderStatusBodySchema = z.object({ order_status: orderStatusInputSchema });
export type SellerOrderStatusBody = z.input<typeof sellerOrderStatusBodySchema>;
