import type { Db } from '../../db/database.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';

/** A change made in the platform console, as the audit log keeps it. */
export interface AuditEntry {
  /** The staff member who made it (users.id). */
  actorId: number;
  /** What was done, as `thing.verb`: `seller_application.approve`, `customer.deactivate`. */
  action: string;
  subjectType: string;
  subjectId: string | number;
  /** The thing's state before and after, as far as the change touched it; null where there was none. */
  before: unknown;
  after: unknown;
}

/**
 * Writes `entry` to the audit log. Call it on the transaction that makes the change, so the log
 * holds a change exactly when the change was made.
 */
export async function recordAudit(db: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: isoAt(clock),
    })
    .execute();
}

export interface AuditFilter {
  action?: string | null | undefined;
  subject_type?: string | null | undefined;
  subject_id?: string | null | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as l');
  if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.subject_type) query = query.where('l.subject_type', '=', filter.subject_type);
  if (filter.subject_id) query = query.where('l.subject_id', '=', filter.subject_id);
  return query;
}

/** A page of entries matching `filter`, newest first, with the actor's name. */
export function selectAuditEntries(db: Db, filter: AuditFilter, page: number, perPage: number) {
  return filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    .select([
      'l.id',
      'l.actor_id',
      'u.name as actor_name',
      'l.action',
      'l.subject_type',
      'l.subject_id',
      'l.before',
      'l.after',
      'l.created_at',
    ])
    .orderBy('l.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((row) => row.action);
}
