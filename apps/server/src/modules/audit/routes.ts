import { routes, type StaffAuditResponse } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { auditActions, countAuditEntries, selectAuditEntries } from './queries.ts';

const { staffAudit } = routes;

/** JSON kept by recordAudit; anything else (a hand edit) is shown as a plain value. */
function state(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: json };
  }
}

/** The audit log for platform staff (a staff token). */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffAudit.entries, async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      const [total, actions, rows] = await Promise.all([
        countAuditEntries(db, filter),
        auditActions(db),
        selectAuditEntries(db, filter, page, perPage),
      ]);
      const data: StaffAuditResponse = {
        total,
        actions,
        entries: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actor_id, name: row.actor_name },
          action: row.action,
          subject_type: row.subject_type,
          subject_id: row.subject_id,
          before: state(row.before),
          after: state(row.after),
          created_at: row.created_at,
        })),
      };
      return { message: 'Audit log', data };
    });
  };
}
