import { type ColumnDataType, type CreateTableBuilder, type Kysely, PostgresAdapter, type Expression } from 'kysely';

/**
 * The few column shapes that differ between SQLite and PostgreSQL. Everything else in a
 * migration uses portable types, so one migration serves both databases.
 */
export function columnKit(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    /** 8-byte float on both (PostgreSQL's `real` would be 4-byte). */
    double: (postgres ? 'double precision' : 'real') as ColumnDataType | Expression<unknown>,
    /** A table whose first column is an auto-increment integer primary key `id`. */
    table(name: string): CreateTableBuilder<string, 'id'> {
      return db.schema
        .createTable(name)
        .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
          postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );
    },
  };
}
