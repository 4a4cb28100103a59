import type { Id } from './columns.ts';

/** One change made in the platform console (migration 026); `before` and `after` are JSON. */
export interface AuditLogTable {
  id: Id;
  actor_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
