import { z } from 'zod';
import { flagInput, idSchema, moneyInput, requiredText, wholeNumberInput } from './common.ts';
import { paymentGatewaySchema } from './settings.ts';

/** Longest texts and largest lists of the commerce settings. */
export const COMMERCE_LIMITS = {
  gatewayName: 30,
  gatewayTitle: 60,
  /** More gateways than any server has adapters for. */
  gateways: 20,
  vatName: 100,
  bands: 50,
  /** The most items a band may count to: far above any one shop's order. */
  bandQuantity: 1_000_000,
} as const;

/** A gateway shoppers are offered, as staff list it: which adapter, and the name shoppers read. */
const gatewayBodySchema = z.object({
  name: z
    .string({ error: 'The gateway field is required.' })
    .trim()
    .min(1, 'The gateway field is required.')
    .max(COMMERCE_LIMITS.gatewayName, 'The gateway is not one this server can take payments through.'),
  title: requiredText('title', COMMERCE_LIMITS.gatewayTitle),
});

/**
 * `PUT /staff/commerce`: the switches to change, and only those (a key left out keeps its stored
 * value). `payment_gateways` replaces the list of gateways shoppers are offered, in its order:
 * a gateway left out is switched off.
 */
export const staffCommerceBodySchema = z.object({
  multi_vendor: flagInput('multi-vendor').optional(),
  one_shop_per_cart: flagInput('one shop per basket').optional(),
  cash_on_delivery: flagInput('cash on delivery').optional(),
  online_payment: flagInput('online payment').optional(),
  order_place_account_verify: flagInput('verified account').optional(),
  payment_gateways: z
    .array(gatewayBodySchema, { error: 'The gateways must be a list.' })
    .max(COMMERCE_LIMITS.gateways, `There may be at most ${COMMERCE_LIMITS.gateways} gateways.`)
    .superRefine((gateways, ctx) => {
      gateways.forEach((gateway, i) => {
        if (gateways.findIndex((other) => other.name === gateway.name) < i) {
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'The gateway is listed twice.' });
        }
      });
    })
    .optional(),
});
export type StaffCommerceBody = z.input<typeof staffCommerceBodySchema>;
export type StaffCommerceValues = z.output<typeof staffCommerceBodySchema>;

/** `PUT /staff/commerce/root-shop`: the shop shoppers see alone while multi-vendor is off. */
export const staffRootShopBodySchema = z.object({ shop_id: wholeNumberInput('shop', 1, 2_147_483_647) });
export type StaffRootShopBody = z.input<typeof staffRootShopBodySchema>;

/** A VAT rate's fields: every active rate is charged on every shop's subtotal. */
export const staffVatRateBodySchema = z.object({
  name: requiredText('name', COMMERCE_LIMITS.vatName),
  // A percent, read like an amount: from 0 to 100 with at most 2 decimals.
  percentage: moneyInput('percentage', 100),
  is_active: flagInput('active'),
});
export type StaffVatRateBody = z.input<typeof staffVatRateBodySchema>;
export type StaffVatRateValues = z.output<typeof staffVatRateBodySchema>;

export const staffVatRateParamsSchema = z.object({ id: idSchema });

/** Blank (or absent) for an open-ended band, else a whole number of items. */
const bandEnd = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  wholeNumberInput('to quantity', 1, COMMERCE_LIMITS.bandQuantity).nullable(),
);

const deliveryBandBodySchema = z.object({
  min_quantity: wholeNumberInput('from quantity', 1, COMMERCE_LIMITS.bandQuantity),
  max_quantity: bandEnd,
  charge: moneyInput('charge'),
});

/**
 * `PUT /staff/commerce/delivery-bands`: every band, replacing the ones saved. Bands count a shop
 * order's physical items from 1 up, in order, none overlapping the one before; only the last
 * may be open-ended. A quantity no band holds pays the shop's own delivery charge.
 */
export const staffDeliveryBandsBodySchema = z.object({
  bands: z
    .array(deliveryBandBodySchema, { error: 'The bands must be a list.' })
    .max(COMMERCE_LIMITS.bands, `There may be at most ${COMMERCE_LIMITS.bands} bands.`)
    .superRefine((bands, ctx) => {
      const issue = (i: number, field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [i, field], message });
      bands.forEach((band, i) => {
        const before = bands[i - 1];
        if (band.max_quantity === null && i < bands.length - 1) {
          issue(i, 'max_quantity', 'Only the last band may be open-ended.');
        } else if (band.max_quantity !== null && band.max_quantity < band.min_quantity) {
          issue(i, 'max_quantity', `The to quantity must be at least ${band.min_quantity}.`);
        }
        if (before?.max_quantity != null && band.min_quantity <= before.max_quantity) {
          issue(
            i,
            'min_quantity',
            `The from quantity must be above ${before.max_quantity}, where the band before ends.`,
          );
        }
      });
    }),
});
export type StaffDeliveryBandsBody = z.input<typeof staffDeliveryBandsBodySchema>;
export type StaffDeliveryBandsValues = z.output<typeof staffDeliveryBandsBodySchema>;

export const staffVatRateSchema = z.object({
  id: z.number(),
  name: z.string(),
  percentage: z.number(),
  is_active: z.boolean(),
});
export type StaffVatRate = z.infer<typeof staffVatRateSchema>;

/** A band as saved, its charge in the default currency. */
export const staffDeliveryBandSchema = z.object({
  min_quantity: z.number(),
  max_quantity: z.number().nullable(),
  charge: z.number(),
});
export type StaffDeliveryBand = z.infer<typeof staffDeliveryBandSchema>;

export const staffCommerceShopSchema = z.object({ id: z.number(), name: z.string(), is_active: z.boolean() });

/** `GET /staff/commerce` and the answer of each change: the commerce settings as saved. */
export const staffCommerceResponseSchema = z.object({
  settings: z.object({
    multi_vendor: z.boolean(),
    one_shop_per_cart: z.boolean(),
    cash_on_delivery: z.boolean(),
    online_payment: z.boolean(),
    order_place_account_verify: z.boolean(),
    /** The gateways shoppers are offered while online payment is on, in order. */
    payment_gateways: z.array(paymentGatewaySchema),
  }),
  /** The gateways this server can take payments through: the only ones staff may offer. */
  gateway_adapters: z.array(z.string()),
  /** The shop shoppers see alone while multi-vendor is off; null on a marketplace with no shop yet. */
  root_shop: staffCommerceShopSchema.nullable(),
  /** The shops that may become the root shop: the active ones, by name. */
  shops: z.array(staffCommerceShopSchema.pick({ id: true, name: true })),
  vat_rates: z.array(staffVatRateSchema),
  delivery_bands: z.array(staffDeliveryBandSchema),
});
export type StaffCommerceResponse = z.infer<typeof staffCommerceResponseSchema>;
