import { cartRoutes } from './cart.ts';
import { storefrontRoutes } from './storefront.ts';
import { accountRoutes } from './account.ts';
import { ordersRoutes } from './orders.ts';
import { messagingRoutes } from './messaging.ts';
import { sellerRoutes } from './seller.ts';
import { staffRoutes } from './staff.ts';
import { staffCustomerRoutes } from './staff-customers.ts';
import { staffShopRoutes } from './staff-shops.ts';
import { staffCurrencyRoutes } from './staff-currencies.ts';
import { staffBrandingRoutes } from './staff-branding.ts';
import { staffNavigationRoutes } from './staff-navigation.ts';
import { staffCommerceRoutes } from './staff-commerce.ts';
import { staffAccountRoutes } from './staff-accounts.ts';
import { staffLanguageRoutes } from './staff-languages.ts';
import { staffPromotionsRoutes } from './staff-promotions.ts';
import { staffContentRoutes } from './staff-content.ts';
import { staffCatalogueRoutes } from './staff-catalogue.ts';
import { setupRoutes } from './setup.ts';
import type { Endpoint } from './route.ts';

export * from './route.ts';
export * from './endpoints/index.ts';

/**
 * Every API route, by area and name (each at its endpoint): the server registers each from its
 * entry, the storefront calls it by its endpoint, and the API document (docs/openapi.json) is
 * generated from them.
 */
export const routes = {
  cart: cartRoutes,
  ...storefrontRoutes,
  ...accountRoutes,
  ...ordersRoutes,
  ...messagingRoutes,
  ...sellerRoutes,
  ...staffRoutes,
  ...staffCustomerRoutes,
  ...staffShopRoutes,
  ...staffCurrencyRoutes,
  ...staffBrandingRoutes,
  ...staffNavigationRoutes,
  ...staffCommerceRoutes,
  ...staffAccountRoutes,
  ...staffLanguageRoutes,
  ...staffPromotionsRoutes,
  ...staffContentRoutes,
  ...staffCatalogueRoutes,
  ...setupRoutes,
};

type Routes = typeof routes;
/** Any route of the table. */
export type AnyRoute = { [Area in keyof Routes]: Routes[Area][keyof Routes[Area]] }[keyof Routes];
/** The route at an endpoint. */
export type RouteAt<E extends Endpoint> = Extract<AnyRoute, { method: E['method']; path: E['path'] }>;
