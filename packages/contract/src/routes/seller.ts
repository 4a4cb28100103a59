import { outboxQuerySchema, outboxResponseSchema } from '../schemas/account.ts';
import {
  sellerLoginBodySchema,
  sellerProfileResponseSchema,
  sellerSessionSchema,
  staffSessionSchema,
} from '../schemas/auth.ts';
import {
  conversationPageSchema,
  lastSeenSchema,
  messagePageSchema,
  sellerConversationsQuerySchema,
  sellerMessagesQuerySchema,
  sellerSendMessageBodySchema,
  sentMessageSchema,
} from '../schemas/chat.ts';
import { sellerApplicationBodySchema, sellerApplicationResponseSchema } from '../schemas/content.ts';
import { orderResponseSchema } from '../schemas/order.ts';
import {
  quoteParamsSchema,
  quoteResponseSchema,
  quotesQuerySchema,
  sellerQuoteAnswerBodySchema,
  sellerQuoteResponseSchema,
  sellerQuoteRejectBodySchema,
  sellerQuotesResponseSchema,
} from '../schemas/quote.ts';
import { sellerDashboardQuerySchema, sellerDashboardSchema } from '../schemas/seller-dashboard.ts';
import { sellerReviewsQuerySchema, sellerReviewsResponseSchema } from '../schemas/seller-review.ts';
import {
  sellerOrderParamsSchema,
  sellerOrderResponseSchema,
  sellerOrdersQuerySchema,
  sellerOrdersResponseSchema,
  sellerOrderStatusBodySchema,
} from '../schemas/seller-order.ts';
import {
  sellerTicketMessageBodySchema,
  sellerTicketStatusBodySchema,
  staffTicketsResponseSchema,
  supportTicketResponseSchema,
  supportTicketsQuerySchema,
  ticketMessagesResponseSchema,
  ticketNumberQuerySchema,
} from '../schemas/support.ts';
import { sellerEndpoints as at } from './endpoints/seller.ts';
import { route } from './route.ts';
import { sellerFlashSales } from './seller-flash-sales.ts';
import { sellerProductCsv } from './seller-product-csv.ts';
import { sellerProducts } from './seller-products.ts';
import { sellerShop } from './seller-shop.ts';
import { sellerVouchers } from './seller-vouchers.ts';

/**
 * The shop side of the API: a shop owner signs in for a token of the seller scope, and every
 * call with it is scoped to the owner's own shop (another shop's order, quote or thread answers
 * 404). Platform staff get a token of the same scope for the support tickets, and read any
 * shop's side with it for support, naming the shop in SUPPORT_SHOP_HEADER (GET only).
 */
const seller = 'seller';

/** Signing in as a shop owner, the owner's shop, and 'Become a Seller'. */
const sellerArea = {
  login: route(at.seller.login, {
    summary: "Sign in as a shop owner: a seller token and the owner's shop",
    tag: 'Seller',
    access: 'public',
    body: sellerLoginBodySchema,
    data: sellerSessionSchema,
  }),
  applyAsSeller: route(at.seller.applyAsSeller, {
    summary: "'Become a Seller': store an application for review (one pending per email)",
    tag: 'Seller',
    access: 'public',
    body: sellerApplicationBodySchema,
    data: sellerApplicationResponseSchema,
  }),
  profile: route(at.seller.profile, {
    summary: "The signed-in owner's shop",
    tag: 'Seller',
    access: seller,
    data: sellerProfileResponseSchema,
  }),
  dashboard: route(at.seller.dashboard, {
    summary: "The shop's day and week: orders and revenue, what waits for the owner, low stock",
    tag: 'Seller',
    access: seller,
    query: sellerDashboardQuerySchema,
    data: sellerDashboardSchema,
  }),
};

/** The shop's orders and their fulfilment steps. */
const sellerOrders = {
  orders: route(at.sellerOrders.orders, {
    summary: "The shop's orders, newest first, with each customer and the counts per status",
    tag: 'Seller orders',
    access: seller,
    query: sellerOrdersQuerySchema,
    data: sellerOrdersResponseSchema,
  }),
  order: route(at.sellerOrders.order, {
    summary: "One of the shop's orders, with its customer, lines, address and timeline",
    tag: 'Seller orders',
    access: seller,
    params: sellerOrderParamsSchema,
    data: sellerOrderResponseSchema,
  }),
  setStatus: route(at.sellerOrders.setStatus, {
    summary: "Move one of the shop's orders a step forward, or cancel it before delivery",
    tag: 'Seller orders',
    access: seller,
    params: sellerOrderParamsSchema,
    body: sellerOrderStatusBodySchema,
    data: orderResponseSchema,
  }),
};

/** The shop's side of chat: threads shoppers opened with it. */
const sellerChat = {
  conversations: route(at.sellerChat.conversations, {
    summary: "The shop's conversations, latest first, optionally searched by the shopper's name",
    tag: 'Seller chat',
    access: seller,
    query: sellerConversationsQuerySchema,
    data: conversationPageSchema,
  }),
  messages: route(at.sellerChat.messages, {
    summary: 'A page of the thread with one shopper, newest first; marks their messages seen',
    tag: 'Seller chat',
    access: seller,
    query: sellerMessagesQuerySchema,
    data: messagePageSchema,
  }),
  sendMessage: route(at.sellerChat.sendMessage, {
    summary: "Answer a shopper's thread (the shop shows as online from it)",
    tag: 'Seller chat',
    access: seller,
    body: sellerSendMessageBodySchema,
    data: sentMessageSchema,
  }),
  updateLastSeen: route(at.sellerChat.updateLastSeen, {
    summary: "The shop's heartbeat: shown as online for the next ten minutes",
    tag: 'Seller chat',
    access: seller,
    data: lastSeenSchema,
  }),
};

/** Quotes shoppers asked of the shop, and the shop's answers. */
const sellerQuotes = {
  quotes: route(at.sellerQuotes.quotes, {
    summary: "The shop's quotes, newest first, with each customer, optionally one status",
    tag: 'Seller quotes',
    access: seller,
    query: quotesQuerySchema,
    data: sellerQuotesResponseSchema,
  }),
  quote: route(at.sellerQuotes.quote, {
    summary: "One of the shop's quotes, with the orders placed at its prices",
    tag: 'Seller quotes',
    access: seller,
    params: quoteParamsSchema,
    data: sellerQuoteResponseSchema,
  }),
  answer: route(at.sellerQuotes.answer, {
    summary: 'Price every line of a pending quote, valid until a date',
    tag: 'Seller quotes',
    access: seller,
    params: quoteParamsSchema,
    body: sellerQuoteAnswerBodySchema,
    data: quoteResponseSchema,
  }),
  reject: route(at.sellerQuotes.reject, {
    summary: 'Decline a pending quote, with an optional note',
    tag: 'Seller quotes',
    access: seller,
    params: quoteParamsSchema,
    body: sellerQuoteRejectBodySchema,
    data: quoteResponseSchema,
  }),
};

/**
 * Support tickets answered on the seller API: a shop's owner answers tickets about the shop's
 * orders, platform staff (staff-login) any ticket; other tickets answer 404.
 */
const staffTickets = {
  staffLogin: route(at.staffTickets.staffLogin, {
    summary: 'Sign in as platform staff: a seller token for the support tickets',
    tag: 'Staff support',
    access: 'public',
    body: sellerLoginBodySchema,
    data: staffSessionSchema,
  }),
  tickets: route(at.staffTickets.tickets, {
    summary: 'The tickets the caller may answer, optionally one status',
    tag: 'Staff support',
    access: seller,
    query: supportTicketsQuerySchema,
    data: staffTicketsResponseSchema,
  }),
  ticket: route(at.staffTickets.ticket, {
    summary: 'One ticket with its thread, attachments and highlighted messages',
    tag: 'Staff support',
    access: seller,
    query: ticketNumberQuerySchema,
    data: supportTicketResponseSchema,
  }),
  reply: route(at.staffTickets.reply, {
    summary: "Reply in a running ticket's thread as staff, optionally highlighted",
    tag: 'Staff support',
    access: seller,
    body: sellerTicketMessageBodySchema,
    data: ticketMessagesResponseSchema,
  }),
  setStatus: route(at.staffTickets.setStatus, {
    summary: 'Close a running ticket as resolved (completed) or cancelled',
    tag: 'Staff support',
    access: seller,
    body: sellerTicketStatusBodySchema,
    data: supportTicketResponseSchema,
  }),
};

/** Local-mode helpers; elsewhere the server does not register them. */
const dev = {
  outbox: route(at.dev.outbox, {
    summary: 'Local mode only: the mail and SMS the shop would have sent, newest first',
    tag: 'Development',
    access: 'public',
    query: outboxQuerySchema,
    data: outboxResponseSchema,
  }),
};

/** What shoppers said of the shop's products. */
const sellerReviews = {
  reviews: route(at.sellerReviews.reviews, {
    summary: "Reviews of the shop's products, newest first, optionally one rating, with the counts per rating",
    tag: 'Seller reviews',
    access: seller,
    query: sellerReviewsQuerySchema,
    data: sellerReviewsResponseSchema,
  }),
};

/** Routes of the seller areas, each at its endpoint (endpoints/seller.ts). */
export const sellerRoutes = {
  seller: sellerArea,
  sellerProducts,
  sellerReviews,
  sellerOrders,
  sellerChat,
  sellerQuotes,
  staffTickets,
  dev,
  // In the order of endpoints/index.ts, which the API document follows.
  sellerVouchers,
  sellerFlashSales,
  sellerShop,
  sellerProductCsv,
};
