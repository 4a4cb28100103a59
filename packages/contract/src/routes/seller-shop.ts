import { sellerShopBodySchema, sellerShopResponseSchema } from '../schemas/seller-shop.ts';
import { sellerShopEndpoints } from './endpoints/seller-shop.ts';
import { route } from './route.ts';

const at = sellerShopEndpoints.sellerShop;
const tag = 'Seller shop';
const access = 'seller';

/**
 * The owner's shop profile: what shoppers read about the shop (its names, pictures, contact,
 * hours and delivery), in every language the shop offers. Only the owner's own shop.
 */
export const sellerShop = {
  profile: route(at.profile, {
    summary: "The shop's profile as its form shows it, with its texts in the other languages",
    tag,
    access,
    data: sellerShopResponseSchema,
  }),
  update: route(at.update, {
    summary: "Save the shop's profile; each language sent has its texts replaced",
    tag,
    access,
    body: sellerShopBodySchema,
    data: sellerShopResponseSchema,
  }),
  // Multipart forms, so no JSON body here: the server checks the file by its content.
  uploadLogo: route(at.uploadLogo, {
    summary: "Replace the shop's logo (multipart, a logo image of at most 2 MB)",
    tag,
    access,
    data: sellerShopResponseSchema,
  }),
  uploadBanner: route(at.uploadBanner, {
    summary: "Replace the shop's banner (multipart, a banner image of at most 5 MB)",
    tag,
    access,
    data: sellerShopResponseSchema,
  }),
};
