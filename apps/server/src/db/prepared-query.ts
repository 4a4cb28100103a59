import type { Compilable, CompiledQuery, DialectAdapter, QueryResult } from 'kysely';
import type { Db } from './database.ts';

/** Stands in for the i-th argument while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query on the hottest paths (signing a request in, adding to the cart), built and compiled
 * once per dialect instead of on every call: Kysely spends more time assembling and compiling
 * such a query than SQLite spends running it. `build` must use its arguments only as values
 * (never in an `if`, a ternary or a function call), and must not read the clock: the SQL is
 * fixed at the first call. Building with an argument it does not bind as a value throws.
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const run = prepared(build);
  return async (db, ...args) => (await run(db, ...args)).rows;
}

/** preparedQuery for an insert, update or delete: the number of rows it changed. */
export function preparedCommand<A extends unknown[]>(
  build: (db: Db, ...args: A) => Compilable<unknown>,
): (db: Db, ...args: A) => Promise<number> {
  const run = prepared(build);
  return async (db, ...args) => Number((await run(db, ...args)).numAffectedRows ?? 0);
}

function prepared<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<R>>();
  return (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let template = compiled.get(adapter);
    if (!template) {
      template = build(db, ...(args.map((_, i) => new Slot(i)) as A)).compile();
      const bound = new Set(template.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])));
      if (bound.size !== args.length) throw new Error(`prepared query binds ${bound.size} of ${args.length} arguments`);
      compiled.set(adapter, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return db.executeQuery<R>({ ...template, parameters });
  };
}
