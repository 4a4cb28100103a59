import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionName } from '../src/db/database.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

describe.runIf(testDatabaseUrl)("the server's PostgreSQL sessions", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('run without JIT compilation, in their schema, under their name', async () => {
    const { rows } = await sql<{ jit: string; schema: string; name: string }>`
      SELECT current_setting('jit') AS jit, current_schema() AS schema,
        current_setting('application_name') AS name`.execute(t.db);
    expect(rows[0]).toEqual({ jit: 'off', schema: t.pgSchema, name: sessionName(t.pgSchema) });
  });
});
