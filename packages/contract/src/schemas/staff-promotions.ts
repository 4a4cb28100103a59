import { z } from 'zod';
import { isStorefrontPath } from '../storefront-paths.ts';
import { flagInput, idSchema, optionalText, paginationQuerySchema, requiredText } from './common.ts';
import {
  flashRequestSchema,
  flashRequestStatuses,
  flashSaleStatuses,
  sellerFlashEntrySchema,
} from './seller-flash-sale.ts';
import { SHOP_BANNER_MAX_BYTES } from './seller-shop.ts';
import { languageSchema } from './settings.ts';
import { LANGUAGE_CODE } from './staff-languages.ts';

/** Platform staff's banners and ads, and flash sales with the shops' products in them: bodies and answers. */

/** Where a banner shows: in the home page's slider, or among its promotion tiles. */
export const bannerTypes = ['slider', 'ad'] as const;
export type BannerType = (typeof bannerTypes)[number];

/** The longest texts, as the tables hold them. */
export const PROMOTION_LIMITS = { title: 255, url: 500, name: 255, reason: 500 } as const;

/** The largest banner or flash-sale picture: a wide picture, as large as a shop's banner. */
export const PROMOTION_IMAGE_MAX_BYTES = SHOP_BANNER_MAX_BYTES;

export const BANNER_URL_MESSAGE =
  'The url must be a page of the storefront, such as /flash-sale/1, or a full address starting with https://.';

const HTTPS_ADDRESS = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
/** One slash then anything but spaces ("/shops", "/categories/fashion?sort=new"), never "//host". */
const IN_APP_PATH = /^\/(?!\/)\S*$/;

/**
 * Whether a banner may lead to `url`: a page the storefront has (its path, with any query or
 * fragment) or a secure web address. Any other path would open the not-found page.
 */
export function isBannerUrl(url: string): boolean {
  if (HTTPS_ADDRESS.test(url)) return true;
  if (!IN_APP_PATH.test(url)) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return isStorefrontPath(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

const bannerFields = {
  title: requiredText('title', PROMOTION_LIMITS.title),
  url: optionalText('url', PROMOTION_LIMITS.url).refine((url) => url === null || isBannerUrl(url), BANNER_URL_MESSAGE),
  is_active: flagInput('active'),
};

/** `PUT /staff/promotions/banners/{id}`: a banner's words, where it leads (none: nowhere) and whether it shows. */
export const staffBannerBodySchema = z.object(bannerFields);
export type StaffBannerBody = z.input<typeof staffBannerBodySchema>;
export type StaffBannerValues = z.output<typeof staffBannerBodySchema>;

/**
 * `POST /staff/promotions/banners`, a multipart form: these fields and its picture (`thumbnail`).
 * It goes last in its list.
 */
export const staffBannerCreateBodySchema = z.object({
  type: z.enum(bannerTypes, { error: 'The type must be slider or ad.' }),
  ...bannerFields,
});
export type StaffBannerCreateBody = z.input<typeof staffBannerCreateBodySchema>;
export type StaffBannerCreateValues = z.output<typeof staffBannerCreateBodySchema>;

export const staffBannerSchema = z.object({
  id: z.number(),
  type: z.enum(bannerTypes),
  title: z.string(),
  thumbnail: z.string(),
  url: z.string().nullable(),
  is_active: z.boolean(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

/** Every banner write's answer too: the slider's banners and the ads, each in the home page's order. */
export const staffBannersResponseSchema = z.object({
  slider: z.array(staffBannerSchema),
  ad: z.array(staffBannerSchema),
});
export type StaffBannersResponse = z.infer<typeof staffBannersResponseSchema>;

export const staffPromotionParamsSchema = z.object({ id: idSchema });

/** An instant with its offset (as the console's date inputs become), kept as UTC ISO 8601 in years a column sorts. */
function saleInstant(label: string) {
  const message = `The ${label} must be a date and time.`;
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .pipe(
      z
        .string()
        .refine((value) => {
          const year = new Date(value).getUTCFullYear();
          return year >= 2000 && year <= 9998;
        }, message)
        .transform((value) => new Date(value).toISOString()),
    );
}

/**
 * The sale's name in the other languages, by language; a blank one has none there (shoppers read
 * the default language's). Languages not sent keep theirs.
 */
const nameTranslations = z
  .record(
    z.string().regex(LANGUAGE_CODE, 'The language is not one the shop offers.'),
    optionalText('name', PROMOTION_LIMITS.name),
    { error: 'The translations must be an object.' },
  )
  .default({});

/**
 * `PUT /staff/promotions/flash-sales/{id}`, and the fields of `POST /staff/promotions/flash-sales`
 * (a multipart form with its picture, `thumbnail`, and the other languages' names as
 * `translations.{language}`). It runs from its start to its end. Shops' entries wait for staff's
 * approval unless `approval_required` is false (absent: they wait).
 */
export const staffFlashSaleBodySchema = z
  .object({
    name: requiredText('name', PROMOTION_LIMITS.name),
    start_date: saleInstant('start date'),
    end_date: saleInstant('end date'),
    is_active: flagInput('active'),
    approval_required: flagInput('approval').default(true),
    translations: nameTranslations,
  })
  .superRefine((body, ctx) => {
    if (body.start_date >= body.end_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must be after the start date.' });
    }
  });
export type StaffFlashSaleBody = z.input<typeof staffFlashSaleBodySchema>;
export type StaffFlashSaleValues = z.output<typeof staffFlashSaleBodySchema>;

/** `GET /staff/promotions/flash-sales`: a page of the sales running, to come, or ended. */
export const staffFlashSalesQuerySchema = paginationQuerySchema.extend({
  status: z.enum(flashSaleStatuses, { error: 'The status must be running, upcoming or ended.' }).default('running'),
});
export type StaffFlashSalesQuery = z.input<typeof staffFlashSalesQuerySchema>;

/** A flash sale as staff see it: dates ISO 8601 (UTC), and what the shops have in it. Money is decimal. */
export const staffFlashSaleSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
  approval_required: z.boolean(),
  status: z.enum(flashSaleStatuses),
  /** Products in it, flash units of them sold, and what those sold for (orders cancelled since left out). */
  entries: z.number(),
  sold: z.number(),
  revenue: z.number(),
  /** Shops' requests in it waiting for a decision. */
  pending: z.number(),
});
export type StaffFlashSale = z.infer<typeof staffFlashSaleSchema>;

const statusCountsSchema = z.object({ running: z.number(), upcoming: z.number(), ended: z.number() });

export const staffFlashSalesResponseSchema = z.object({
  total: z.number(),
  /** How many sales each tab holds. */
  counts: statusCountsSchema,
  flash_sales: z.array(staffFlashSaleSchema),
});
export type StaffFlashSalesResponse = z.infer<typeof staffFlashSalesResponseSchema>;

/** `GET /staff/promotions/flash-sales/{id}` and what its writes answer: the sale, its names, the languages. */
export const staffFlashSaleResponseSchema = z.object({
  flash_sale: staffFlashSaleSchema.extend({
    /** Its name in the other active languages, null where it has none. */
    translations: z.record(z.string(), z.string().nullable()),
  }),
  /** The active languages, the default one's text being `name`. */
  languages: z.array(languageSchema),
});
export type StaffFlashSaleResponse = z.infer<typeof staffFlashSaleResponseSchema>;

/** `GET /staff/promotions/flash-sales/{id}/entries`: a page of the products in the sale, as they joined. */
export const staffFlashEntriesQuerySchema = paginationQuerySchema;
export type StaffFlashEntriesQuery = z.input<typeof staffFlashEntriesQuerySchema>;

const shopRefSchema = z.object({ id: z.number(), name: z.string() });

/** A product in a sale, as its shop sees it, with the shop. */
export const staffFlashEntrySchema = sellerFlashEntrySchema.extend({ id: z.number(), shop: shopRefSchema });
export type StaffFlashEntry = z.infer<typeof staffFlashEntrySchema>;

export const staffFlashEntriesResponseSchema = z.object({
  total: z.number(),
  entries: z.array(staffFlashEntrySchema),
});
export type StaffFlashEntriesResponse = z.infer<typeof staffFlashEntriesResponseSchema>;

/** `GET /staff/promotions/flash-sale-requests`: a page of shops' requests of one status, of one sale or all. */
export const staffFlashRequestsQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(flashRequestStatuses, { error: 'The status must be pending, approved or declined.' })
    .default('pending'),
  flash_sale_id: idSchema.optional(),
});
export type StaffFlashRequestsQuery = z.input<typeof staffFlashRequestsQuerySchema>;

/** A shop's request as staff decide it: whose, for which sale, and who decided it. */
export const staffFlashRequestSchema = flashRequestSchema.extend({
  shop: shopRefSchema,
  flash_sale: z.object({ id: z.number(), name: z.string(), status: z.enum(flashSaleStatuses) }),
  decided_by: z.string().nullable(),
});
export type StaffFlashRequest = z.infer<typeof staffFlashRequestSchema>;

export const staffFlashRequestsResponseSchema = z.object({
  total: z.number(),
  counts: z.object({ pending: z.number(), approved: z.number(), declined: z.number() }),
  requests: z.array(staffFlashRequestSchema),
});
export type StaffFlashRequestsResponse = z.infer<typeof staffFlashRequestsResponseSchema>;

/** `POST /staff/promotions/flash-sale-requests/{id}/decline`: why, which the shop reads. */
export const staffFlashDeclineBodySchema = z.object({ reason: requiredText('reason', PROMOTION_LIMITS.reason) });
export type StaffFlashDeclineBody = z.input<typeof staffFlashDeclineBodySchema>;

export const staffFlashRequestResponseSchema = z.object({ request: staffFlashRequestSchema });
export type StaffFlashRequestResponse = z.infer<typeof staffFlashRequestResponseSchema>;
