import {
  staffCommerceBodySchema,
  staffCommerceResponseSchema,
  staffDeliveryBandsBodySchema,
  staffRootShopBodySchema,
  staffVatRateBodySchema,
  staffVatRateParamsSchema,
} from '../schemas/staff-commerce.ts';
import { staffCommerceEndpoints } from './endpoints/staff-commerce.ts';
import { type Endpoint, type Route, route } from './route.ts';

const at = staffCommerceEndpoints.staffCommerce;
const params = staffVatRateParamsSchema;

/** A staff route of the commerce page's: each answers the whole page as saved. */
const commerceRoute = <const E extends Endpoint, const S extends Pick<Route, 'summary' | 'params' | 'body'>>(
  endpoint: E,
  spec: S,
) => route(endpoint, { ...spec, tag: 'Staff commerce', access: 'staff', data: staffCommerceResponseSchema });

/**
 * Platform staff's commerce settings: multi-vendor and the root shop, cash on delivery, online
 * payment and its gateways, VAT rates, delivery charge bands, one shop per basket and whether
 * ordering needs a verified account. Each change goes into the audit log and reaches the
 * storefront and checkout at their next request.
 */
export const staffCommerce = {
  commerce: commerceRoute(at.commerce, {
    summary: 'The commerce switches, the gateways this server can offer, the root shop, VAT rates and delivery bands',
  }),
  update: commerceRoute(at.update, {
    summary: 'Change the switches sent (only those); the gateway list is replaced whole',
    body: staffCommerceBodySchema,
  }),
  rootShop: commerceRoute(at.rootShop, {
    summary: 'Make an active shop the root shop (the one shoppers see while multi-vendor is off)',
    body: staffRootShopBodySchema,
  }),
  createVatRate: commerceRoute(at.createVatRate, { summary: 'Add a VAT rate', body: staffVatRateBodySchema }),
  updateVatRate: commerceRoute(at.updateVatRate, {
    summary: "Change a VAT rate's name, percentage or whether it is charged",
    params,
    body: staffVatRateBodySchema,
  }),
  deleteVatRate: commerceRoute(at.deleteVatRate, { summary: 'Remove a VAT rate', params }),
  deliveryBands: commerceRoute(at.deliveryBands, {
    summary: 'Replace the delivery charge bands, all at once',
    body: staffDeliveryBandsBodySchema,
  }),
};

export const staffCommerceRoutes = { staffCommerce };
