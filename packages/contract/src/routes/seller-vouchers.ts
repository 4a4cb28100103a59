import {
  sellerVoucherBodySchema,
  sellerVoucherParamsSchema,
  sellerVoucherPauseBodySchema,
  sellerVoucherResponseSchema,
  sellerVouchersQuerySchema,
  sellerVouchersResponseSchema,
} from '../schemas/seller-voucher.ts';
import { sellerVouchersEndpoints } from './endpoints/seller-vouchers.ts';
import { route } from './route.ts';

const at = sellerVouchersEndpoints.sellerVouchers;
const tag = 'Seller vouchers';
const access = 'seller';

/**
 * The shop's own vouchers (coupons.shop_id is the owner's shop): every call sees and changes
 * those only, and another shop's voucher answers 404. Shoppers collect and use them through
 * the storefront's voucher routes.
 */
export const sellerVouchers = {
  vouchers: route(at.vouchers, {
    summary: "A page of the shop's vouchers, newest first: of one state, searched by code, with each state's count",
    tag,
    access,
    query: sellerVouchersQuerySchema,
    data: sellerVouchersResponseSchema,
  }),
  voucher: route(at.voucher, {
    summary: "One of the shop's vouchers and its uses",
    tag,
    access,
    params: sellerVoucherParamsSchema,
    data: sellerVoucherResponseSchema,
  }),
  create: route(at.create, {
    summary: 'Add a voucher to the shop',
    tag,
    access,
    body: sellerVoucherBodySchema,
    data: sellerVoucherResponseSchema,
  }),
  update: route(at.update, {
    summary: "Change one of the shop's vouchers (once used, not its code or discount)",
    tag,
    access,
    params: sellerVoucherParamsSchema,
    body: sellerVoucherBodySchema,
    data: sellerVoucherResponseSchema,
  }),
  pause: route(at.pause, {
    summary: "Pause one of the shop's vouchers, so shoppers can neither collect nor use it, or resume it",
    tag,
    access,
    params: sellerVoucherParamsSchema,
    body: sellerVoucherPauseBodySchema,
    data: sellerVoucherResponseSchema,
  }),
};
