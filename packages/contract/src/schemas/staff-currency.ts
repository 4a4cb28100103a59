import { z } from 'zod';
import { idSchema, requiredText, wholeNumberInput } from './common.ts';

/** Where a currency's symbol goes: before the amount ($12.50) or after it (12.50 €). */
export const currencyPositions = ['prefix', 'suffix'] as const;
export type CurrencyPosition = (typeof currencyPositions)[number];

/** Most decimals a currency may show. */
export const MAX_CURRENCY_PRECISION = 4;
/** Longest symbol ("CHF", "د.إ"). */
export const MAX_CURRENCY_SYMBOL = 10;
/**
 * Highest rate from the default currency: the dearest typed amount (MAX_MONEY, 10,000,000)
 * times it stays an exact number in JavaScript.
 */
export const MAX_CURRENCY_RATE = 1_000_000_000;

/**
 * A currency's name is its three-letter code (ISO 4217: EUR, JPY), written in capitals whatever
 * case it was typed in: the storefront sends it in X-Currency, the pay page's link carries it,
 * and the product pages' structured data name the default's.
 */
const currencyCode = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .transform((name) => name.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'The name must be a three-letter currency code, such as EUR.'));

/**
 * How many of this currency one unit of the default buys: a number, or a decimal string as a
 * form sends it, above 0 and at most MAX_CURRENCY_RATE.
 */
const rateInput = z
  .union([z.number(), z.string().trim()], {
    error: (issue) => (issue.input === undefined ? 'The rate field is required.' : 'The rate must be a number.'),
  })
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: 'The rate field is required.' });
      return Number.NaN;
    }
    const n = typeof value === 'number' ? value : /^-?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: 'The rate must be a number.' });
    else if (n <= 0) ctx.addIssue({ code: 'custom', message: 'The rate must be greater than 0.' });
    else if (n > MAX_CURRENCY_RATE) {
      ctx.addIssue({
        code: 'custom',
        message: `The rate may not be greater than ${MAX_CURRENCY_RATE.toLocaleString('en-US')}.`,
      });
    }
    return n;
  });

/**
 * `POST /staff/currencies` and `PUT /staff/currencies/{id}`: every field of a currency. The
 * default currency's rate is 1 and it stays active (the server refuses anything else on those
 * fields), and its name cannot change while prices are stored in it.
 */
export const staffCurrencyBodySchema = z.object({
  name: currencyCode,
  symbol: requiredText('symbol', MAX_CURRENCY_SYMBOL),
  position: z.enum(currencyPositions, { error: 'The position must be prefix or suffix.' }),
  rate_from_default: rateInput,
  precision: wholeNumberInput('precision', 0, MAX_CURRENCY_PRECISION),
  is_active: z.boolean({ error: 'The active field must be true or false.' }),
});
export type StaffCurrencyBody = z.input<typeof staffCurrencyBodySchema>;
export type StaffCurrencyValues = z.output<typeof staffCurrencyBodySchema>;

export const staffCurrencyParamsSchema = z.object({ id: idSchema });

/** A currency as staff see it, inactive ones included (the storefront offers only the active). */
export const staffCurrencySchema = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  position: z.enum(currencyPositions),
  /** 1 for the default; prices are stored in the default and shown times this. */
  rate_from_default: z.number(),
  precision: z.number().int(),
  is_default: z.boolean(),
  is_active: z.boolean(),
});
export type StaffCurrency = z.infer<typeof staffCurrencySchema>;

/**
 * Whether another currency may become the default now: only while no amount is stored (no
 * product, order, payment, voucher, flash sale price, delivery charge or quote), since every
 * stored amount is in the default currency and would be read in the new one.
 */
const canChangeDefault = z.boolean();

/** `GET /staff/currencies`: every currency, the default first. */
export const staffCurrenciesResponseSchema = z.object({
  currencies: z.array(staffCurrencySchema),
  can_change_default: canChangeDefault,
});
export type StaffCurrenciesResponse = z.infer<typeof staffCurrenciesResponseSchema>;

/** `GET /staff/currencies/{id}` and the answer of each change. */
export const staffCurrencyResponseSchema = z.object({
  currency: staffCurrencySchema,
  can_change_default: canChangeDefault,
});
export type StaffCurrencyResponse = z.infer<typeof staffCurrencyResponseSchema>;
