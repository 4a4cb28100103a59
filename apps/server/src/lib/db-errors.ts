/**
 * True when a write broke a UNIQUE constraint (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's
 * 23505): two requests raced past a "is it taken?" check, and the loser gets a field error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * True when a write named a row that is not there (SQLite's SQLITE_CONSTRAINT_FOREIGNKEY,
 * PostgreSQL's 23503): it was read before the write, and removed in between.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * PostgreSQL's codes for a session the server ended or would not start: 57P01 (shut down or
 * pg_terminate_backend), 57P02 (crash), 57P03 (starting up, in recovery), 57P05
 * (idle_session_timeout), and class 08, connection exceptions.
 */
const PG_UNAVAILABLE = /^(57P0[1235]|08[0-9A-Z]{3})$/;
/**
 * The socket's own faults while reaching or talking to the database server. A shared Redis
 * (REDIS_URL) failing this way is just as passing, so its 503 is as fitting.
 */
const SOCKET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/**
 * SQLite's: another connection kept the file locked past busy_timeout (SQLITE_BUSY and its
 * extended codes), or the file could not be read or written (SQLITE_IOERR_*).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|IOERR)(_|$)/;
/**
 * node-postgres reports a dead or unreachable connection with these messages and no code:
 * the socket closed under a query ("Connection terminated unexpectedly"), a client connect
 * timed out ("Connection terminated due to connection timeout"), the pool found no free
 * client in time, or a query (a transaction's ROLLBACK, say) was sent to a client already
 * known dead or ended because its session was (db/database.ts).
 */
const PG_DRIVER_UNAVAILABLE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client (has encountered a connection error|was closed) and is not queryable)/;

/**
 * True when a query failed because the database could not be reached or its connection died,
 * not because of the query: the request may well succeed a moment later (the pool opens a new
 * connection), so it is answered 503 rather than 500. Looks through `cause` and the several
 * errors of an AggregateError (a host with IPv4 and IPv6 addresses refuses on each).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableWithin(error, 0);
}

function unavailableWithin(error: unknown, depth: number): boolean {
  // A cause chain is short; the bound only guards against one that loops back on itself.
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    (PG_UNAVAILABLE.test(code) || SOCKET_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.test(code))
  )
    return true;
  if (typeof message === 'string' && PG_DRIVER_UNAVAILABLE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => unavailableWithin(inner, depth + 1))) return true;
  return unavailableWithin(cause, depth + 1);
}
