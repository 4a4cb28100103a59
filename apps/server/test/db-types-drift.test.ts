import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase, inSchemaTurn } from './helpers/fresh-database.ts';
import { testDatabaseUrl } from './helpers/test-app.ts';

/**
 * The row types of src/db/types.ts are written by hand beside the migrations: this checks them
 * against the schema the migrations make, on this pass's database. Every table has its
 * interface in `Database` and no interface names a table the migrations do not make; each has
 * the table's columns and no others; a column that may hold NULL has `null` in its type, and
 * one that may not, none.
 */
const TYPES_FILE = path.resolve(import.meta.dirname, '../src/db/types.ts');
/** Tables of the database engines and tools themselves, not Souk's rows. */
const NOT_ROWS = /^(kysely_migration|kysely_migration_lock|sqlite_|products_fts)/;

interface Column {
  nullable: boolean;
}

/** Each table of `Database` with its columns and whether its type lets them be null. */
function declaredTables(): Map<string, Map<string, Column>> {
  const program = ts.createProgram([TYPES_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_FILE)!;
  const database = source.statements.find(
    (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  )!;
  const tables = new Map<string, Map<string, Column>>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database.name))) {
    const row = checker.getTypeOfSymbolAtLocation(table, database);
    const columns = new Map<string, Column>();
    for (const column of checker.getPropertiesOfType(row)) {
      const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(column, database));
      columns.set(column.name, { nullable: /\bnull\b/.test(text) });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/**
 * Columns the types leave out on purpose: PostgreSQL's full-text vector of a product, generated
 * from its name and searched through SQL written out (catalog/search-queries.ts).
 */
const UNTYPED = new Set(['products.search']);

/**
 * The columns whose NULL the database cannot rule out but the types can: PostgreSQL's generated
 * columns (an expression over NOT NULL columns, never NULL) and SQLite's primary keys (a rowid
 * alias never is, and the migrations declare no other kind).
 */
async function neverNull(table: string): Promise<Set<string>> {
  const { rows } = testDatabaseUrl
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = ${fresh.pgSchema} and table_name = ${table} and is_generated = 'ALWAYS'`.execute(fresh.db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(fresh.db);
  return new Set(rows.map((row) => row.name));
}

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase(testDatabaseUrl);
});
afterAll(() => fresh.dispose());

describe(`src/db/types.ts against the migrated schema (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('has each table, each column, and NULL where the column allows it', async () => {
    const declared = declaredTables();
    const made = (await inSchemaTurn(testDatabaseUrl, () => fresh.db.introspection.getTables())).filter(
      (table) => !table.isView && (!fresh.pgSchema || table.schema === fresh.pgSchema) && !NOT_ROWS.test(table.name),
    );
    expect([...declared.keys()].sort()).toEqual(made.map((table) => table.name).sort());
    const differences: string[] = [];
    for (const table of made) {
      const exempt = await neverNull(table.name);
      const columns = declared.get(table.name)!;
      const names = new Set(table.columns.map((column) => column.name));
      for (const name of columns.keys())
        if (!names.has(name)) differences.push(`${table.name}.${name}: not in the table`);
      for (const column of table.columns) {
        const type = columns.get(column.name);
        if (!type) {
          if (!UNTYPED.has(`${table.name}.${column.name}`))
            differences.push(`${table.name}.${column.name}: not in the type`);
        } else if (type.nullable !== (column.isNullable && !exempt.has(column.name)))
          differences.push(
            `${table.name}.${column.name}: ${type.nullable ? 'NOT NULL, the type allows null' : 'may be NULL, the type says not'}`,
          );
      }
    }
    expect(differences).toEqual([]);
  });
});
