import type { Generated } from 'kysely';
import type { CouponsTable } from './catalog.ts';
import type { Flag, Id } from './columns.ts';

// Cart, vouchers beyond the coupons table, taxes, delivery bands, payments and orders.

export interface CartItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  shop_id: number;
  quantity: number;
  size_id: number | null;
  color_id: number | null;
  unit_id: number | null;
  is_buy_now: Flag;
  approved_price: Generated<number>;
  reset_price: Generated<Flag>;
  /** The accepted quote that set approved_price (006); its validity is checked at every read. */
  quote_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** 001's coupons plus 004's limits: `total_limit` uses in all (1 = single use), counted in `used_count`. */
export interface VoucherCouponsTable extends CouponsTable {
  total_limit: number | null;
  used_count: Generated<number>;
}

/** An admin voucher (coupons.shop_id null) applies to the shops listed here. */
export interface CouponShopsTable {
  coupon_id: number;
  shop_id: number;
}

export interface CollectedCouponsTable {
  user_id: number;
  coupon_id: number;
  created_at: string;
}

export interface CouponUsagesTable {
  id: Id;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: string;
}

export interface VatTaxesTable {
  id: Id;
  name: string;
  percentage: number;
  is_active: Flag;
}

export interface DeliveryChargesTable {
  id: Id;
  min_quantity: number;
  max_quantity: number | null;
  charge: number;
}

export type PaymentRowStatus = 'Pending' | 'Paid' | 'Declined' | 'Cancelled';

export interface PaymentsTable {
  id: Id;
  user_id: number;
  method: string;
  amount: number;
  status: PaymentRowStatus;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Id;
  user_id: number;
  shop_id: number;
  payment_id: number;
  order_code: string;
  order_status: 'Pending' | 'Confirm' | 'Processing' | 'Pickup' | 'On The Way' | 'Delivered' | 'Cancelled';
  payment_status: 'Pending' | 'Paid' | 'Refunded';
  payment_method: string;
  total_amount: number;
  discount: number;
  tax_amount: number;
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_discount: number;
  delivery_charge: number;
  payable_amount: number;
  quantity: number;
  address_id: number | null;
  /** JSON snapshot of the delivery address. */
  address: string;
  /** JSON list of {id, name, percentage, amount}. */
  vat_taxes: string;
  note: string | null;
  estimated_delivery_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  name: string;
  brand: string | null;
  thumbnail: string;
  size_id: number | null;
  size_name: string | null;
  color_id: number | null;
  color_name: string | null;
  unit_id: number | null;
  unit_name: string | null;
  /** List price plus extras, for the struck-through price. */
  list_price: number;
  /** The final unit price paid. */
  unit_price: number;
  quantity: number;
  flash_sale_product_id: number | null;
  /** The accepted quote whose price the line was ordered at (024); null at the shop's own price. */
  quote_id: Generated<number | null>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  order_id: number;
  order_status: OrdersTable['order_status'];
  changed_by: number | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  id: Id;
  user_id: number;
  key: string;
  request_hash: string;
  /** Null while the first request is still running. */
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}
