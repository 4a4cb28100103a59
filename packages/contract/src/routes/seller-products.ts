import {
  sellerProductBodySchema,
  sellerProductImageOrderBodySchema,
  sellerProductImageParamsSchema,
  sellerProductMediaSchema,
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
  // A multipart form, so no JSON body here: the server checks each file by its content.
  uploadImages: route(at.sellerProducts.uploadImages, {
    summary: "Add pictures to a product's gallery (multipart `images`, one or several of at most 5 MB each)",
    tag,
    access,
    params: sellerProductParamsSchema,
    data: sellerProductMediaSchema,
  }),
  orderImages: route(at.sellerProducts.orderImages, {
    summary: "Put a product's pictures in a new order (every picture's id, in that order)",
    tag,
    access,
    params: sellerProductParamsSchema,
    body: sellerProductImageOrderBodySchema,
    data: sellerProductMediaSchema,
  }),
  deleteImage: route(at.sellerProducts.deleteImage, {
    summary: "Delete one of a product's pictures (never its last one)",
    tag,
    access,
    params: sellerProductImageParamsSchema,
    data: sellerProductMediaSchema,
  }),
  chooseThumbnail: route(at.sellerProducts.chooseThumbnail, {
    summary: "Make one of a product's pictures its card picture (thumbnail)",
    tag,
    access,
    params: sellerProductImageParamsSchema,
    data: sellerProductMediaSchema,
  }),
};
