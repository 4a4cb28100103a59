import {
  sellerProductBodySchema,
  sellerProductOptionsSchema,
  sellerProductParamsSchema,
  sellerProductResponseSchema,
  sellerProductsBulkBodySchema,
  sellerProductsBulkResponseSchema,
  sellerProductsQuerySchema,
  sellerProductsResponseSchema,
} from '../schemas/seller-product.ts';
import { sellerEndpoints as at } from './endpoints/seller.ts';
import { route } from './route.ts';

const tag = 'Seller products';
const access = 'seller';

/**
 * The owner's catalogue: every call sees and changes the owner's own shop's products only
 * (another shop's product answers 404).
 */
export const sellerProducts = {
  products: route(at.sellerProducts.products, {
    summary: "A page of the shop's products: searched, filtered and sorted",
    tag,
    access,
    query: sellerProductsQuerySchema,
    data: sellerProductsResponseSchema,
  }),
  product: route(at.sellerProducts.product, {
    summary: "One of the shop's products, as its edit form shows it",
    tag,
    access,
    params: sellerProductParamsSchema,
    data: sellerProductResponseSchema,
  }),
  create: route(at.sellerProducts.create, {
    summary: 'Add a product to the shop',
    tag,
    access,
    body: sellerProductBodySchema,
    data: sellerProductResponseSchema,
  }),
  update: route(at.sellerProducts.update, {
    summary: "Change one of the shop's products (its sizes and colours replaced by those sent)",
    tag,
    access,
    params: sellerProductParamsSchema,
    body: sellerProductBodySchema,
    data: sellerProductResponseSchema,
  }),
  duplicate: route(at.sellerProducts.duplicate, {
    summary: 'Copy a product as a new, inactive one with a new code',
    tag,
    access,
    params: sellerProductParamsSchema,
    data: sellerProductResponseSchema,
  }),
  bulk: route(at.sellerProducts.bulk, {
    summary: 'Set the same price and/or stock on selected products',
    tag,
    access,
    body: sellerProductsBulkBodySchema,
    data: sellerProductsBulkResponseSchema,
  }),
  options: route(at.sellerProducts.options, {
    summary: 'The categories, brands and units a product may be given',
    tag,
    access,
    data: sellerProductOptionsSchema,
  }),
};
