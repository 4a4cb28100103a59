import {
  staffShopActiveBodySchema,
  staffShopBodySchema,
  staffShopParamsSchema,
  staffShopResponseSchema,
  staffShopsQuerySchema,
  staffShopsResponseSchema,
  staffShopSupportViewSchema,
} from '../schemas/staff-shop.ts';
import { staffShopsEndpoints } from './endpoints/staff-shops.ts';
import { route } from './route.ts';

const at = staffShopsEndpoints.staffShops;
const tag = 'Staff shops';
const access = 'staff';

/**
 * Platform staff look shops up, read any shop's latest orders for support, correct its name and
 * contact, and deactivate or reactivate it; each change goes into the audit log. Opening a shop's
 * console to look at it (read-only, SUPPORT_SHOP_HEADER) is logged there too.
 */
export const staffShops = {
  shops: route(at.shops, {
    summary: 'A page of shops, newest first, of one status and search, with the count of each status',
    tag,
    access,
    query: staffShopsQuerySchema,
    data: staffShopsResponseSchema,
  }),
  shop: route(at.shop, {
    summary: 'One shop: its owner, counts, contact and latest orders',
    tag,
    access,
    params: staffShopParamsSchema,
    data: staffShopResponseSchema,
  }),
  update: route(at.update, {
    summary: "Correct a shop's name and contact (address, phone, e-mail)",
    tag,
    access,
    params: staffShopParamsSchema,
    body: staffShopBodySchema,
    data: staffShopResponseSchema,
  }),
  setActive: route(at.setActive, {
    summary: 'Deactivate a shop (the storefront stops showing it and its products) or reactivate it',
    tag,
    access,
    params: staffShopParamsSchema,
    body: staffShopActiveBodySchema,
    data: staffShopResponseSchema,
  }),
  supportView: route(at.supportView, {
    summary:
      "Open a shop's console read-only for support: logged, then its shop-side reads take the X-Souk-Shop header",
    tag,
    access,
    params: staffShopParamsSchema,
    data: staffShopSupportViewSchema,
  }),
};

export const staffShopRoutes = { staffShops };
