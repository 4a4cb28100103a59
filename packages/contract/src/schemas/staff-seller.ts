import { z } from 'zod';
import { idSchema, paginationQuerySchema, requiredText } from './common.ts';
import { newPasswordSchema } from './auth.ts';

/** Where a 'Become a Seller' application stands: waiting for staff, or decided. */
export const sellerApplicationStatuses = ['pending', 'approved', 'declined'] as const;
export type SellerApplicationStatus = (typeof sellerApplicationStatuses)[number];

/** `GET /staff/seller-applications`: a page of applications, newest first, of one status. */
export const staffApplicationsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(sellerApplicationStatuses, { error: 'The status is not one the list knows.' }).optional(),
});
export type StaffApplicationsQuery = z.input<typeof staffApplicationsQuerySchema>;

export const staffApplicationParamsSchema = z.object({ id: idSchema });

/**
 * An application as staff read it. Once approved, `shop_id` is the shop it opened; once
 * declined, `reason` is what the applicant was told. Times are ISO 8601 instants (UTC).
 */
export const sellerApplicationSchema = z.object({
  id: z.number(),
  shop_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(sellerApplicationStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Who decided: the staff member's name. */
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
  shop_id: z.number().nullable(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

export const staffApplicationsResponseSchema = z.object({
  /** Applications of the status asked for (all when none). */
  total: z.number(),
  /** Applications per status, whatever was asked: the tabs' counts. */
  counts: z.record(z.enum([...sellerApplicationStatuses, 'all']), z.number()),
  applications: z.array(sellerApplicationSchema),
});
export type StaffApplicationsResponse = z.infer<typeof staffApplicationsResponseSchema>;

export const staffApplicationResponseSchema = z.object({ application: sellerApplicationSchema });
export type StaffApplicationResponse = z.infer<typeof staffApplicationResponseSchema>;

/** `POST /staff/seller-applications/{id}/decline`: the reason the applicant receives. */
export const staffDeclineBodySchema = z.object({ reason: requiredText('reason', 500) });
export type StaffDeclineBody = z.infer<typeof staffDeclineBodySchema>;

/**
 * `POST /seller/set-password`: the new owner's first password, from the link the approval
 * sent (a single-use token).
 */
export const sellerSetPasswordBodySchema = z.object({
  token: z.string({ error: 'The token field is required.' }).trim().min(1, 'The token field is required.').max(200),
  password: newPasswordSchema,
});
export type SellerSetPasswordBody = z.infer<typeof sellerSetPasswordBodySchema>;
/** The account the password was set for: the console signs in with it. */
export const sellerSetPasswordResponseSchema = z.object({ email: z.string() });
