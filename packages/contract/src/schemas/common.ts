import { z } from 'zod';

/**
 * Every failure's body: a message to show and, for a refused request (422), every field's
 * messages (the first of them is the message). A 429 and a 503 also send Retry-After.
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The `data` of a success that answers its message alone, with no `data` key (sign-out, a
 * deleted address, a collected voucher): the reference API's answer, read by its clients as it
 * is. A handler answers `data: undefined`, which JSON leaves out.
 */
export const noDataSchema = z.never().optional();

/** Every success body: `{ message, data }` (the reference API's envelope). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/** Positive integer id from a path or query string ("12" -> 12; "abc", "-1", "1.5" rejected). */
export const idSchema = z
  .custom<string | number>((value) => value !== undefined && value !== null && value !== '', { error: 'Required' })
  .pipe(z.coerce.number({ error: 'must be a number' }))
  .pipe(
    z.number().int('must be a whole number').positive('must be a positive number').max(2_147_483_647, 'is too large'),
  );

export const MAX_PER_PAGE = 100;

/** `page` and `per_page` of every list: whole numbers, `per_page` capped. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PER_PAGE, `may not be greater than ${MAX_PER_PAGE}`)
    .default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * A whole number from `min` to `max`, as a number or a string of digits ("3"), the way forms
 * and the reference API's clients send it. Anything else fails with a message naming the field.
 */
export function wholeNumberInput(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim()], {
      error: (issue) =>
        issue.input === undefined ? `The ${label} field is required.` : `The ${label} must be a number.`,
    })
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: `The ${label} must be a number.` });
      else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: `The ${label} must be a whole number.` });
      else if (n < min) ctx.addIssue({ code: 'custom', message: `The ${label} must be at least ${min}.` });
      else if (n > max) ctx.addIssue({ code: 'custom', message: `The ${label} may not be greater than ${max}.` });
      return n;
    });
}

/** A required, trimmed text field of at most `max` characters, with the reference API's messages. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

/** An optional text field: absent, null or blank all mean "none". */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A yes/no flag as forms and the reference clients send it: true/false, 1/0, "1"/"0",
 * "true"/"false", "on"; null and absent mean no.
 */
export function flagInput(label: string) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', ''])], {
      error: `The ${label} field must be true or false.`,
    })
    .nullish()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on');
}

/**
 * The most a typed amount may be, unless a field says otherwise: stored in minor units, a price
 * and its dearest option together stay inside a 32-bit integer column (2,147,483,647).
 */
export const MAX_MONEY = 10_000_000;

/** A money amount typed by a person: a number or a decimal string, from 0 to `max`, at most 2 decimals. */
export function moneyInput(label: string, max = MAX_MONEY) {
  return z
    .union([z.number(), z.string().trim()], { error: `The ${label} must be a number.` })
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: `The ${label} must be a number.` });
      else if (n < 0) ctx.addIssue({ code: 'custom', message: `The ${label} must be at least 0.` });
      else if (n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} may not be greater than ${max.toLocaleString('en-US')}.`,
        });
      } else if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: `The ${label} may have at most 2 decimals.` });
      }
      return n;
    });
}
