import { noDataSchema } from '../schemas/common.ts';
import {
  sellerFlashAddBodySchema,
  sellerFlashAddResponseSchema,
  sellerFlashEntryBodySchema,
  sellerFlashEntryParamsSchema,
  sellerFlashEntryResponseSchema,
  sellerFlashRequestParamsSchema,
  sellerFlashSaleParamsSchema,
  sellerFlashSaleQuerySchema,
  sellerFlashSaleResponseSchema,
  sellerFlashSalesQuerySchema,
  sellerFlashSalesResponseSchema,
} from '../schemas/seller-flash-sale.ts';
import { sellerFlashSalesEndpoints } from './endpoints/seller-flash-sales.ts';
import { route } from './route.ts';

const at = sellerFlashSalesEndpoints.sellerFlashSales;
const tag = 'Seller flash sales';
const access = 'seller';

/**
 * The platform's flash sales as a shop takes part in them: its own products in them at a flash
 * price and quantity. Every call sees and changes the owner's own shop's entries only. In a
 * sale that asks for approval, joining and new flash prices are requests staff decide.
 */
export const sellerFlashSales = {
  sales: route(at.sales, {
    summary: "The active flash sales running or to come, with the shop's entries, sales and revenue in each",
    tag,
    access,
    query: sellerFlashSalesQuerySchema,
    data: sellerFlashSalesResponseSchema,
  }),
  sale: route(at.sale, {
    summary: "One flash sale and a page of the shop's products in it",
    tag,
    access,
    params: sellerFlashSaleParamsSchema,
    query: sellerFlashSaleQuerySchema,
    data: sellerFlashSaleResponseSchema,
  }),
  add: route(at.add, {
    summary:
      "Put some of the shop's products in a running or coming flash sale, each at a flash price and quantity (or ask to, where the sale asks for approval)",
    tag,
    access,
    params: sellerFlashSaleParamsSchema,
    body: sellerFlashAddBodySchema,
    data: sellerFlashAddResponseSchema,
  }),
  update: route(at.update, {
    summary:
      "Change the flash price and quantity of one of the shop's products in a sale (a new price waits for approval where the sale asks for it)",
    tag,
    access,
    params: sellerFlashEntryParamsSchema,
    body: sellerFlashEntryBodySchema,
    data: sellerFlashEntryResponseSchema,
  }),
  remove: route(at.remove, {
    summary: "Take one of the shop's products out of a sale (one that has sold keeps its place)",
    tag,
    access,
    params: sellerFlashEntryParamsSchema,
    data: noDataSchema,
  }),
  withdraw: route(at.withdraw, {
    summary: "Withdraw one of the shop's requests in a sale while it waits for approval",
    tag,
    access,
    params: sellerFlashRequestParamsSchema,
    data: noDataSchema,
  }),
};
