import type { Endpoint } from '../route.ts';

/** Endpoints of the storefront areas (routes in ../storefront.ts). */
export const storefrontEndpoints = {
  settings: {
    master: { method: 'GET', path: '/master' },
    messages: { method: 'GET', path: '/lang/:locale' },
    recaptcha: { method: 'GET', path: '/recaptcha-settings' },
  },
  health: {
    health: { method: 'GET', path: '/health' },
  },
  catalog: {
    home: { method: 'GET', path: '/home' },
    banners: { method: 'GET', path: '/banners' },
    categories: { method: 'GET', path: '/categories' },
    subCategories: { method: 'GET', path: '/sub-categories' },
    products: { method: 'GET', path: '/products' },
    categoryProducts: { method: 'GET', path: '/category-products' },
    bestDeal: { method: 'GET', path: '/best-deal' },
    mostPopular: { method: 'GET', path: '/most-popular' },
    productDetails: { method: 'GET', path: '/product-details' },
    reviews: { method: 'GET', path: '/reviews' },
    flashSales: { method: 'GET', path: '/flash-sales' },
    flashSaleDetails: { method: 'GET', path: '/flash-sale/:id/details' },
  },
  suggest: {
    suggestions: { method: 'GET', path: '/search/suggestions' },
  },
  shops: {
    shops: { method: 'GET', path: '/shops' },
    topShops: { method: 'GET', path: '/shops/top' },
    shop: { method: 'GET', path: '/shops/:id' },
    shopCategories: { method: 'GET', path: '/shop-categories' },
  },
  blog: {
    blogs: { method: 'GET', path: '/blogs' },
    blog: { method: 'GET', path: '/blog/:slugOrId/details' },
  },
  pages: {
    legalPage: { method: 'GET', path: '/legal-pages/:slug' },
    contactUs: { method: 'GET', path: '/contact-us' },
    sendSupportMessage: { method: 'POST', path: '/support' },
  },
  countries: {
    countries: { method: 'GET', path: '/countries' },
  },
  avatar: {
    avatar: { method: 'GET', path: '/avatar.svg' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
