import { cartEndpoints } from './cart.ts';
import { storefrontEndpoints } from './storefront.ts';
import { accountEndpoints } from './account.ts';
import { ordersEndpoints } from './orders.ts';
import { messagingEndpoints } from './messaging.ts';
import { applyAsSellerEndpoint, sellerEndpoints } from './seller.ts';
import { sellerFlashSalesEndpoints } from './seller-flash-sales.ts';
import { sellerProductCsvEndpoints } from './seller-product-csv.ts';
import { sellerShopEndpoints } from './seller-shop.ts';
import { sellerVouchersEndpoints } from './seller-vouchers.ts';
import { staffEndpoints } from './staff.ts';
import { staffCustomersEndpoints } from './staff-customers.ts';
import { staffShopsEndpoints } from './staff-shops.ts';
import { staffCurrenciesEndpoints } from './staff-currencies.ts';
import { staffBrandingEndpoints } from './staff-branding.ts';
import { staffNavigationEndpoints } from './staff-navigation.ts';
import { staffCommerceEndpoints } from './staff-commerce.ts';
import { staffAccountsEndpoints } from './staff-accounts.ts';
import { staffLanguagesEndpoints } from './staff-languages.ts';
import { staffPromotionsEndpoints } from './staff-promotions.ts';
import { staffContentEndpoints } from './staff-content.ts';
import { staffCatalogueEndpoints } from './staff-catalogue.ts';
import { setupEndpoints } from './setup.ts';

/**
 * The endpoints a shopper's storefront calls, the only ones it bundles: the console's hundred
 * and more would add their kilobytes to every shopper's first page.
 */
export const shopperEndpoints = {
  ...cartEndpoints,
  ...storefrontEndpoints,
  ...accountEndpoints,
  ...ordersEndpoints,
  ...messagingEndpoints,
  seller: { applyAsSeller: applyAsSellerEndpoint },
};

/**
 * Every API route's method and path, by area and name. The route table (../index.ts) gives each
 * its schemas; this part holds none, so the storefront calls routes by it without bundling zod.
 * Built by a call marked pure: a bundler keeps an unused object spread (its getters might run),
 * which put every console endpoint into the storefront.
 */
export const endpoints = /* @__PURE__ */ (() => ({
  ...shopperEndpoints,
  ...sellerEndpoints,
  ...sellerVouchersEndpoints,
  ...sellerFlashSalesEndpoints,
  ...sellerShopEndpoints,
  ...sellerProductCsvEndpoints,
  ...staffEndpoints,
  ...staffCustomersEndpoints,
  ...staffShopsEndpoints,
  ...staffCurrenciesEndpoints,
  ...staffBrandingEndpoints,
  ...staffNavigationEndpoints,
  ...staffCommerceEndpoints,
  ...staffAccountsEndpoints,
  ...staffLanguagesEndpoints,
  ...staffPromotionsEndpoints,
  ...staffContentEndpoints,
  ...staffCatalogueEndpoints,
  ...setupEndpoints,
}))();
