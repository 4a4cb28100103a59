import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { claimKey, deleteKey, deleteOldKeys, findKey, saveKeyResponse } from './idempotency-queries.ts';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Keys are kept a day, as Stripe does; a key older than that may be used again. */
const KEY_TTL_SECONDS = 24 * 60 * 60;
const FIELD = 'Idempotency-Key';

/** JSON with sorted object keys, so the same body in another key order hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Stripe's Idempotency-Key semantics for one customer: the first request with a key runs and
 * its answer (success or a 4xx) is stored; the same key again replays that answer; the same
 * key with a different body is a 422; while the first still runs, a 409. Without a key the
 * request simply runs. An unexpected failure frees the key so a retry can run.
 */
export async function withIdempotency(
  ctx: AppContext,
  userId: number,
  key: string | undefined,
  body: unknown,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  if (key === undefined) return run();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw AppError.validation(FIELD, 'The Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const hash = createHash('sha256').update(stableJson(body)).digest('hex');
  await deleteOldKeys(ctx.db, userId, isoAt(ctx.clock, -KEY_TTL_SECONDS));
  try {
    await claimKey(ctx.db, { user_id: userId, key, request_hash: hash, created_at: isoAt(ctx.clock) });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replay(ctx, userId, key, hash);
  }
  const save = (response: StoredResponse) =>
    saveKeyResponse(ctx.db, userId, key, { status: response.status, body: JSON.stringify(response.body) });
  try {
    const response = await run();
    await save(response);
    return response;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await save({ status: error.status, body: error.body() });
    } else {
      await deleteKey(ctx.db, userId, key);
    }
    throw error;
  }
}

async function replay(ctx: AppContext, userId: number, key: string, hash: string): Promise<StoredResponse> {
  const row = await findKey(ctx.db, userId, key);
  if (!row) throw new AppError(409, 'A request with this Idempotency-Key is still being processed. Please retry.');
  if (row.request_hash !== hash) {
    throw AppError.validation(FIELD, 'This Idempotency-Key was already used for a different request.');
  }
  if (row.response_status === null || row.response_body === null) {
    throw new AppError(409, 'A request with this Idempotency-Key is still being processed. Please retry.');
  }
  return { status: row.response_status, body: JSON.parse(row.response_body) as unknown };
}
