import {
  placeOrderAgainBodySchema,
  placeOrderAgainResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '../schemas/checkout.ts';
import { noDataSchema } from '../schemas/common.ts';
import {
  orderIdBodySchema,
  orderIdQuerySchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from '../schemas/order.ts';
import { orderPaymentParamsSchema, orderPaymentResponseSchema } from '../schemas/payment.ts';
import {
  quoteAcceptResponseSchema,
  quoteParamsSchema,
  quoteResponseSchema,
  quotesQuerySchema,
  quotesResponseSchema,
  quoteStoreBodySchema,
  quoteUpdateBodySchema,
} from '../schemas/quote.ts';
import { productReviewBodySchema, productReviewResponseSchema } from '../schemas/review.ts';
import {
  applyVoucherBodySchema,
  applyVoucherResponseSchema,
  voucherCollectBodySchema,
  vouchersQuerySchema,
  vouchersResponseSchema,
} from '../schemas/voucher.ts';
import { ordersEndpoints as at } from './endpoints/orders.ts';
import { route } from './route.ts';

const customer = 'customer';

/** Routes of the orders areas, each at its endpoint (endpoints/orders.ts). */
export const ordersRoutes = {
  /** Vouchers: the list is anyone's; collecting and applying are the customer's. */
  vouchers: {
    vouchers: route(at.vouchers.vouchers, {
      summary: "Vouchers usable now (a shop's own and those assigned to it), marked collected for the customer",
      tag: 'Vouchers',
      // A token sent must be valid: a bad or expired one answers 401, so the storefront signs out.
      access: 'personal',
      query: vouchersQuerySchema,
      data: vouchersResponseSchema,
    }),
    collectVoucher: route(at.vouchers.collectVoucher, {
      summary: 'Collect a voucher usable now, once (the answer is the message alone)',
      tag: 'Vouchers',
      access: customer,
      body: voucherCollectBodySchema,
      data: noDataSchema,
    }),
    collectedVouchers: route(at.vouchers.collectedVouchers, {
      summary: "The customer's collected vouchers still usable, in the order collected",
      tag: 'Vouchers',
      access: customer,
      query: vouchersQuerySchema,
      data: vouchersResponseSchema,
    }),
    applyVoucher: route(at.vouchers.applyVoucher, {
      summary: "What a voucher code takes off these products, at the server's prices",
      tag: 'Vouchers',
      access: customer,
      body: applyVoucherBodySchema,
      data: applyVoucherResponseSchema,
    }),
  },

  /** The customer's orders, each looked up through its owner (another customer's answers 404). */
  orders: {
    placeOrder: route(at.orders.placeOrder, {
      summary:
        "Order the selected shops' cart lines, one order per shop (an Idempotency-Key header makes retries safe)",
      tag: 'Orders',
      access: customer,
      body: placeOrderBodySchema,
      data: placeOrderResponseSchema,
    }),
    orderAgain: route(at.orders.orderAgain, {
      summary: "Order an order's products again, as a new order",
      tag: 'Orders',
      access: customer,
      body: placeOrderAgainBodySchema,
      data: placeOrderAgainResponseSchema,
    }),
    orders: route(at.orders.orders, {
      summary: "A page of the customer's orders, newest first, with the count per status",
      tag: 'Orders',
      access: customer,
      query: ordersQuerySchema,
      data: ordersResponseSchema,
    }),
    orderDetails: route(at.orders.orderDetails, {
      summary: "One of the customer's orders",
      tag: 'Orders',
      access: customer,
      query: orderIdQuerySchema,
      data: orderResponseSchema,
    }),
    cancelOrder: route(at.orders.cancelOrder, {
      summary: 'Cancel a pending order (stock, flash-sale units and the voucher use go back)',
      tag: 'Orders',
      access: customer,
      body: orderIdBodySchema,
      data: orderResponseSchema,
    }),
  },

  reviews: {
    writeReview: route(at.reviews.writeReview, {
      summary: 'Review a product of a delivered order, once per product per order',
      tag: 'Reviews',
      access: customer,
      body: productReviewBodySchema,
      data: productReviewResponseSchema,
    }),
  },

  /**
   * Paying online. The sandbox gateway's pages (local mode) are not here: they stand for a
   * gateway's own hosted pages, HTML reached by a signed link, not API answers.
   */
  payments: {
    payOrder: route(at.payments.payOrder, {
      summary: "A new payment of an unpaid order with a gateway, and its pay page's link",
      tag: 'Payments',
      access: customer,
      params: orderPaymentParamsSchema,
      data: orderPaymentResponseSchema,
    }),
  },

  /** The customer's quotes, each looked up through its owner (another customer's answers 404). */
  quotes: {
    quotes: route(at.quotes.quotes, {
      summary: "The customer's quotes, newest first, optionally of one status",
      tag: 'Quotes',
      access: customer,
      query: quotesQuerySchema,
      data: quotesResponseSchema,
    }),
    quote: route(at.quotes.quote, {
      summary: "One quote with its lines and the shop's answer",
      tag: 'Quotes',
      access: customer,
      params: quoteParamsSchema,
      data: quoteResponseSchema,
    }),
    editQuote: route(at.quotes.editQuote, {
      summary: 'The quote the edit form starts from (a pending one only; others answer 422)',
      tag: 'Quotes',
      access: customer,
      params: quoteParamsSchema,
      data: quoteResponseSchema,
    }),
    storeQuote: route(at.quotes.storeQuote, {
      summary: 'Ask a shop for prices on some of its products',
      tag: 'Quotes',
      access: customer,
      body: quoteStoreBodySchema,
      data: quoteResponseSchema,
    }),
    updateQuote: route(at.quotes.updateQuote, {
      summary: "Replace a pending quote's lines and note",
      tag: 'Quotes',
      access: customer,
      params: quoteParamsSchema,
      body: quoteUpdateBodySchema,
      data: quoteResponseSchema,
    }),
    cancelQuote: route(at.quotes.cancelQuote, {
      summary: 'Withdraw a pending or quoted quote',
      tag: 'Quotes',
      access: customer,
      params: quoteParamsSchema,
      data: quoteResponseSchema,
    }),
    acceptQuote: route(at.quotes.acceptQuote, {
      summary: "Accept a quote's prices: its products go in the cart at them",
      tag: 'Quotes',
      access: customer,
      params: quoteParamsSchema,
      data: quoteAcceptResponseSchema,
    }),
  },
};
