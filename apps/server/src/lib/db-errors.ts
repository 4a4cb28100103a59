/**
 * True when a write broke a UNIQUE constraint (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's
 * 23505): two requests raced past a "is it taken?" check, and the loser gets a field error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
