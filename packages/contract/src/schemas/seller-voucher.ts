import { z } from 'zod';
import { idSchema, moneyInput, optionalText, paginationQuerySchema, wholeNumberInput } from './common.ts';
import { discountTypes, voucherSchema } from './voucher.ts';

/**
 * Where a shop's voucher stands now: `ended` once its end has passed or its total limit is
 * used up; otherwise `paused` when the owner paused it, `scheduled` before its start, and
 * `running` while shoppers can collect and use it.
 */
export const voucherStates = ['running', 'scheduled', 'paused', 'ended'] as const;
export type VoucherState = (typeof voucherStates)[number];

/** A voucher code's length; shoppers type it, so it is short and plain. */
export const VOUCHER_CODE_LENGTH = { min: 3, max: 32 } as const;
/** The most uses a limit may allow, per customer or in all. */
export const MAX_VOUCHER_USES = 1_000_000;
/** How many of a voucher's latest uses its page lists. */
export const LATEST_VOUCHER_USES = 10;

/** `GET /seller/vouchers`: a page of the shop's vouchers, newest first, of one state, searched by code. */
export const sellerVouchersQuerySchema = paginationQuerySchema.extend({
  state: z.enum(voucherStates, { error: 'The state is not one the list knows.' }).optional(),
  search: optionalText('search', VOUCHER_CODE_LENGTH.max),
});
export type SellerVouchersQuery = z.input<typeof sellerVouchersQuerySchema>;

/**
 * A shop's voucher as the owner sees it. `discount` is a decimal amount for Amount and a whole
 * percent for Percentage; money is in the default currency; `starts_at` and `ends_at` are ISO
 * 8601 instants (UTC). `used_count` counts the uses of orders not cancelled.
 */
export const sellerVoucherSchema = voucherSchema
  .pick({
    id: true,
    code: true,
    discount_type: true,
    discount: true,
    min_order_amount: true,
    max_discount_amount: true,
    limit_for_user: true,
  })
  .extend({
    total_limit: z.number().nullable(),
    used_count: z.number(),
    starts_at: z.string(),
    ends_at: z.string(),
    is_paused: z.boolean(),
    state: z.enum(voucherStates),
  });
export type SellerVoucher = z.infer<typeof sellerVoucherSchema>;

export const sellerVouchersResponseSchema = z.object({
  /** Vouchers matching the state and search asked for. */
  total: z.number(),
  /** The shop's vouchers per state, whatever was asked: the tabs' counts. */
  counts: z.record(z.enum(voucherStates), z.number()),
  vouchers: z.array(sellerVoucherSchema),
});
export type SellerVouchersResponse = z.infer<typeof sellerVouchersResponseSchema>;

export const sellerVoucherParamsSchema = z.object({ id: idSchema });

/** An order that used the voucher. */
export const voucherUseSchema = z.object({
  order_id: z.number(),
  order_code: z.string(),
  customer: z.object({ id: z.number(), name: z.string() }),
  discount: z.number(),
  used_at: z.string(),
});
export type VoucherUse = z.infer<typeof voucherUseSchema>;

/** What the voucher has done so far: its uses, the customers who made them, the money it took off. */
export const voucherUsesSchema = z.object({
  count: z.number(),
  customers: z.number(),
  discount_total: z.number(),
  /** The latest LATEST_VOUCHER_USES uses, newest first. */
  latest: z.array(voucherUseSchema),
});
export type VoucherUses = z.infer<typeof voucherUsesSchema>;

/** `GET /seller/vouchers/{id}` and what every change answers: the voucher and its uses. */
export const sellerVoucherResponseSchema = z.object({ voucher: sellerVoucherSchema, uses: voucherUsesSchema });
export type SellerVoucherResponse = z.infer<typeof sellerVoucherResponseSchema>;

/** An instant with its offset (as the browser's date input becomes), kept to years a date column sorts. */
function instantInput(label: string) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .pipe(z.iso.datetime({ offset: true, error: `The ${label} must be a date and time.` }))
    .pipe(
      z.string().refine((value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 2000 && year <= 9998;
      }, `The ${label} must be a date and time.`),
    );
}

/** Blank (as an emptied form field sends it), null and absent all mean "none". */
const blankAsNull = (label: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()], { error: `The ${label} must be a number.` })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** An amount that may be left out. */
const optionalMoney = (label: string) => blankAsNull(label).pipe(moneyInput(label).nullable());

/** A number of uses that may be left out: none means no limit. */
const optionalUses = (label: string) =>
  blankAsNull(label).pipe(wholeNumberInput(label, 1, MAX_VOUCHER_USES).nullable());

/**
 * `POST /seller/vouchers` and `PUT /seller/vouchers/{id}`: what the owner sets. A code is
 * letters, digits, dashes and underscores, unique across Souk whatever its case (shoppers type
 * it without naming the shop). A percentage is a whole number from 1 to 100, and only a
 * percentage has a maximum discount. Once a voucher has been used, its code and discount stay
 * as they were (the server refuses a change); its limits, dates and pause may still change.
 */
export const sellerVoucherBodySchema = z
  .object({
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .min(1, 'The code field is required.')
      .min(VOUCHER_CODE_LENGTH.min, `The code must be at least ${VOUCHER_CODE_LENGTH.min} characters.`)
      .max(VOUCHER_CODE_LENGTH.max, `The code may not be greater than ${VOUCHER_CODE_LENGTH.max} characters.`)
      .regex(/^[A-Za-z0-9_-]+$/, 'The code may hold only letters, digits, dashes and underscores.'),
    discount_type: z.enum(discountTypes, { error: 'The discount type must be Amount or Percentage.' }),
    discount: moneyInput('discount'),
    min_order_amount: moneyInput('minimum order').default(0),
    max_discount_amount: optionalMoney('maximum discount'),
    limit_for_user: wholeNumberInput('per-customer limit', 1, MAX_VOUCHER_USES).default(1),
    total_limit: optionalUses('total limit'),
    starts_at: instantInput('start'),
    ends_at: instantInput('end'),
  })
  .superRefine((body, ctx) => {
    const issue = (field: keyof typeof body, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.discount_type === 'Percentage') {
      if (!Number.isInteger(body.discount) || body.discount < 1 || body.discount > 100) {
        issue('discount', 'The percentage must be a whole number from 1 to 100.');
      }
      if (body.max_discount_amount !== null && body.max_discount_amount <= 0) {
        issue('max_discount_amount', 'The maximum discount must be greater than 0.');
      }
    } else {
      if (body.discount <= 0) issue('discount', 'The discount must be greater than 0.');
      if (body.max_discount_amount !== null) {
        issue('max_discount_amount', 'Only a percentage discount has a maximum discount.');
      }
    }
    if (Date.parse(body.starts_at) >= Date.parse(body.ends_at)) issue('ends_at', 'The end must be after the start.');
  });
export type SellerVoucherBody = z.input<typeof sellerVoucherBodySchema>;
export type SellerVoucherValues = z.output<typeof sellerVoucherBodySchema>;

/** `POST /seller/vouchers/{id}/pause`: pause the voucher (shoppers can neither collect nor use it) or resume it. */
export const sellerVoucherPauseBodySchema = z.object({
  paused: z.boolean({ error: 'The paused field must be true or false.' }),
});
export type SellerVoucherPauseBody = z.input<typeof sellerVoucherPauseBodySchema>;
