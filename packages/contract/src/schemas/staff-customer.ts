import { z } from 'zod';
import { orderStatuses } from '../order-status.ts';
import { idSchema, optionalText, paginationQuerySchema } from './common.ts';
import { ticketStatuses } from './support.ts';

/** Whether a customer may sign in: active, or deactivated by platform staff. */
export const customerStatuses = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/** Longest search in the customers' list. */
export const MAX_CUSTOMER_SEARCH = 100;

/**
 * `GET /staff/customers`: a page of customers, newest first, of one status; `search` is a piece
 * of the name, e-mail or phone, case aside.
 */
export const staffCustomersQuerySchema = paginationQuerySchema.extend({
  search: optionalText('search', MAX_CUSTOMER_SEARCH),
  status: z.enum(customerStatuses, { error: 'The status must be active or inactive.' }).optional(),
});
export type StaffCustomersQuery = z.input<typeof staffCustomersQuerySchema>;

export const staffCustomerParamsSchema = z.object({ id: idSchema });

/** A customer as the list shows them. Times are ISO 8601 instants (UTC). */
export const staffCustomerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_online_at: z.string().nullable(),
  /** Orders they placed (one per shop of a checkout). */
  order_count: z.number(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

export const staffCustomersResponseSchema = z.object({
  /** Customers the search and status match. */
  total: z.number(),
  /** Customers the search matches per status, whatever status was asked: the tabs' counts. */
  counts: z.record(z.enum([...customerStatuses, 'all']), z.number()),
  customers: z.array(staffCustomerRowSchema),
});
export type StaffCustomersResponse = z.infer<typeof staffCustomersResponseSchema>;

/** One customer's profile, with how many devices are signed in as them now. */
export const staffCustomerProfileSchema = staffCustomerRowSchema.extend({
  phone_code: z.string().nullable(),
  country: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  /** Unexpired sign-ins (tokens) of the storefront. */
  sessions: z.number(),
  ticket_count: z.number(),
});
export type StaffCustomerProfile = z.infer<typeof staffCustomerProfileSchema>;

/** One of the customer's orders as staff list them; money is decimal, in the default currency. */
export const staffCustomerOrderSchema = z.object({
  id: z.number(),
  order_code: z.string(),
  shop: z.object({ id: z.number(), name: z.string() }),
  payable_amount: z.number(),
  order_status: z.enum(orderStatuses),
  created_at: z.string(),
});
export type StaffCustomerOrder = z.infer<typeof staffCustomerOrderSchema>;

export const staffCustomerTicketSchema = z.object({
  id: z.number(),
  ticket_number: z.string(),
  subject: z.string().nullable(),
  status: z.enum(ticketStatuses),
  created_at: z.string(),
});
export type StaffCustomerTicket = z.infer<typeof staffCustomerTicketSchema>;

/** Most orders and tickets a customer's page lists (their counts give the rest). */
export const STAFF_CUSTOMER_LATEST = 20;

/** `GET /staff/customers/{id}`, and the answer of each change: the profile, latest orders and tickets. */
export const staffCustomerResponseSchema = z.object({
  customer: staffCustomerProfileSchema,
  orders: z.array(staffCustomerOrderSchema),
  tickets: z.array(staffCustomerTicketSchema),
});
export type StaffCustomerResponse = z.infer<typeof staffCustomerResponseSchema>;

/**
 * `POST /staff/customers/{id}/active`: false deactivates (no more sign-ins, every session
 * ended), true reactivates.
 */
export const staffCustomerActiveBodySchema = z.object({
  active: z.boolean({ error: 'The active field must be true or false.' }),
});
export type StaffCustomerActiveBody = z.infer<typeof staffCustomerActiveBodySchema>;
