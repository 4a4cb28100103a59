import type { Endpoint } from '../route.ts';

/** "Become a Seller": the one seller endpoint the storefront calls (see shopperEndpoints). */
export const applyAsSellerEndpoint = { method: 'POST', path: '/seller-applications' } as const satisfies Endpoint;

/** Endpoints of the seller areas (routes in ../seller.ts). */
export const sellerEndpoints = {
  seller: {
    login: { method: 'POST', path: '/seller/login' },
    applyAsSeller: applyAsSellerEndpoint,
    profile: { method: 'GET', path: '/seller/profile' },
    dashboard: { method: 'GET', path: '/seller/dashboard' },
  },
  sellerProducts: {
    products: { method: 'GET', path: '/seller/products' },
    product: { method: 'GET', path: '/seller/products/:id' },
    create: { method: 'POST', path: '/seller/products' },
    update: { method: 'PUT', path: '/seller/products/:id' },
    duplicate: { method: 'POST', path: '/seller/products/:id/duplicate' },
    bulk: { method: 'POST', path: '/seller/products/bulk' },
    options: { method: 'GET', path: '/seller/product-options' },
    uploadImages: { method: 'POST', path: '/seller/products/:id/images' },
    orderImages: { method: 'PUT', path: '/seller/products/:id/images/order' },
    deleteImage: { method: 'DELETE', path: '/seller/products/:id/images/:image_id' },
    chooseThumbnail: { method: 'POST', path: '/seller/products/:id/images/:image_id/thumbnail' },
  },
  sellerReviews: {
    reviews: { method: 'GET', path: '/seller/reviews' },
  },
  sellerOrders: {
    orders: { method: 'GET', path: '/seller/orders' },
    order: { method: 'GET', path: '/seller/orders/:id' },
    setStatus: { method: 'POST', path: '/seller/orders/:id/status' },
  },
  sellerChat: {
    conversations: { method: 'GET', path: '/seller/conversations' },
    messages: { method: 'GET', path: '/seller/messages' },
    sendMessage: { method: 'POST', path: '/seller/send-message' },
    updateLastSeen: { method: 'POST', path: '/seller/update-last-seen' },
  },
  sellerQuotes: {
    quotes: { method: 'GET', path: '/seller/quotes' },
    quote: { method: 'GET', path: '/seller/quotes/:id' },
    answer: { method: 'POST', path: '/seller/quotes/:id/answer' },
    reject: { method: 'POST', path: '/seller/quotes/:id/reject' },
  },
  staffTickets: {
    staffLogin: { method: 'POST', path: '/seller/staff-login' },
    tickets: { method: 'GET', path: '/seller/support-tickets' },
    ticket: { method: 'GET', path: '/seller/support-ticket/show' },
    reply: { method: 'POST', path: '/seller/support-ticket-message' },
    setStatus: { method: 'POST', path: '/seller/support-ticket/status' },
  },
  dev: {
    outbox: { method: 'GET', path: '/dev/outbox' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
