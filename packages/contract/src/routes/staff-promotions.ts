import {
  staffBannerBodySchema,
  staffBannersResponseSchema,
  staffFlashDeclineBodySchema,
  staffFlashEntriesQuerySchema,
  staffFlashEntriesResponseSchema,
  staffFlashRequestResponseSchema,
  staffFlashRequestsQuerySchema,
  staffFlashRequestsResponseSchema,
  staffFlashSaleBodySchema,
  staffFlashSaleResponseSchema,
  staffFlashSalesQuerySchema,
  staffFlashSalesResponseSchema,
  staffPromotionParamsSchema,
} from '../schemas/staff-promotions.ts';
import { staffNavigationMoveBodySchema } from '../schemas/staff-navigation.ts';
import { staffPromotionsEndpoints } from './endpoints/staff-promotions.ts';
import { route } from './route.ts';

const at = staffPromotionsEndpoints.staffPromotions;
const tag = 'Staff promotions';
const access = 'staff';
const params = staffPromotionParamsSchema;

/**
 * Platform staff keep the home page's banners and ads (add, change, order, switch off, remove)
 * and the flash sales (schedule, rename in every language, switch off, see what shops sell in
 * them), and decide the shops' requests to join a sale or change a flash price there. Each
 * change goes into the audit log and shows in the storefront at its next page load. The
 * picture routes take multipart forms, whose files are checked by their content.
 */
export const staffPromotionsRoutes = {
  staffPromotions: {
    banners: route(at.banners, {
      summary: "The home page's slider banners and ads, each list in its order",
      tag,
      access,
      data: staffBannersResponseSchema,
    }),
    createBanner: route(at.createBanner, {
      summary:
        'Add a banner last in its list (multipart: type slider or ad, title, url, is_active, and a thumbnail image of at most 5 MB)',
      tag,
      access,
      data: staffBannersResponseSchema,
    }),
    updateBanner: route(at.updateBanner, {
      summary: "Change a banner's title, link or whether it shows",
      tag,
      access,
      params,
      body: staffBannerBodySchema,
      data: staffBannersResponseSchema,
    }),
    uploadBannerImage: route(at.uploadBannerImage, {
      summary: "Replace a banner's picture (multipart, a thumbnail image of at most 5 MB)",
      tag,
      access,
      params,
      data: staffBannersResponseSchema,
    }),
    moveBanner: route(at.moveBanner, {
      summary: 'Move a banner to another place in its list',
      tag,
      access,
      params,
      body: staffNavigationMoveBodySchema,
      data: staffBannersResponseSchema,
    }),
    deleteBanner: route(at.deleteBanner, {
      summary: 'Remove a banner',
      tag,
      access,
      params,
      data: staffBannersResponseSchema,
    }),
    flashSales: route(at.flashSales, {
      summary: 'A page of the flash sales running, to come or ended, with what shops sell in each',
      tag,
      access,
      query: staffFlashSalesQuerySchema,
      data: staffFlashSalesResponseSchema,
    }),
    flashSale: route(at.flashSale, {
      summary: 'One flash sale with its names in the other languages',
      tag,
      access,
      params,
      data: staffFlashSaleResponseSchema,
    }),
    createFlashSale: route(at.createFlashSale, {
      summary:
        'Schedule a flash sale (multipart: name, start_date, end_date, is_active, approval_required, translations.{language}, and a thumbnail image of at most 5 MB)',
      tag,
      access,
      data: staffFlashSaleResponseSchema,
    }),
    updateFlashSale: route(at.updateFlashSale, {
      summary: "Change a flash sale's name, names, dates, approval or whether it runs",
      tag,
      access,
      params,
      body: staffFlashSaleBodySchema,
      data: staffFlashSaleResponseSchema,
    }),
    uploadFlashSaleImage: route(at.uploadFlashSaleImage, {
      summary: "Replace a flash sale's picture (multipart, a thumbnail image of at most 5 MB)",
      tag,
      access,
      params,
      data: staffFlashSaleResponseSchema,
    }),
    flashSaleEntries: route(at.flashSaleEntries, {
      summary: "A page of a flash sale's products: shop, flash price, quantity, sold and revenue",
      tag,
      access,
      params,
      query: staffFlashEntriesQuerySchema,
      data: staffFlashEntriesResponseSchema,
    }),
    flashRequests: route(at.flashRequests, {
      summary: "A page of shops' requests to join flash sales or change a flash price, by status",
      tag,
      access,
      query: staffFlashRequestsQuerySchema,
      data: staffFlashRequestsResponseSchema,
    }),
    approveRequest: route(at.approveRequest, {
      summary: "Approve a shop's request: the product joins the sale, or its entry takes the new terms",
      tag,
      access,
      params,
      data: staffFlashRequestResponseSchema,
    }),
    declineRequest: route(at.declineRequest, {
      summary: "Decline a shop's request, saying why",
      tag,
      access,
      params,
      body: staffFlashDeclineBodySchema,
      data: staffFlashRequestResponseSchema,
    }),
  },
};
