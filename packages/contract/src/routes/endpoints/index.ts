import { cartEndpoints } from './cart.ts';
import { storefrontEndpoints } from './storefront.ts';
import { accountEndpoints } from './account.ts';
import { ordersEndpoints } from './orders.ts';
import { messagingEndpoints } from './messaging.ts';
import { sellerEndpoints } from './seller.ts';
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
import { setupEndpoints } from './setup.ts';

/**
 * Every API route's method and path, by area and name. The route table (../index.ts) gives each
 * its schemas; this part holds none, so the storefront calls routes by it without bundling zod.
 */
export const endpoints = {
  ...cartEndpoints,
  ...storefrontEndpoints,
  ...accountEndpoints,
  ...ordersEndpoints,
  ...messagingEndpoints,
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
  ...setupEndpoints,
};
