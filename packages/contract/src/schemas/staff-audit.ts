import { z } from 'zod';
import { optionalText, paginationQuerySchema } from './common.ts';

/** `GET /staff/audit-log`: changes made in the platform console, newest first, of one action or subject. */
export const staffAuditQuerySchema = paginationQuerySchema.extend({
  action: optionalText('action', 60),
  subject_type: optionalText('subject type', 40),
  subject_id: optionalText('subject id', 60),
});
export type StaffAuditQuery = z.input<typeof staffAuditQuerySchema>;

/** A thing's state as an entry keeps it: the fields the change touched. */
const stateSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * One change: who made it and when, what was done (`thing.verb`, e.g.
 * `seller_application.approve`), to what, and the thing before and after.
 */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), name: z.string().nullable() }),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: stateSchema,
  after: stateSchema,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const staffAuditResponseSchema = z.object({
  total: z.number(),
  /** Every action the log holds, for the filter. */
  actions: z.array(z.string()),
  entries: z.array(auditEntrySchema),
});
export type StaffAuditResponse = z.infer<typeof staffAuditResponseSchema>;
