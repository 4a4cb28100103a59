import { afterAll, beforeAll } from 'vitest';
import { staffToken } from './staff.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The setting of a race between platform staff members: an app, made before the file's tests
 * and closed after, and four staff members' tokens. `token(i)` is the one the i-th request of
 * a burst sends, so the requests released together come from every one of them in turn.
 */
export function staffRaceSuite() {
  const suite = {} as { t: TestContext; tokens: string[] };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.tokens = await Promise.all(Array.from({ length: 4 }, async () => (await staffToken(suite.t)).token));
  });
  afterAll(() => suite.t.close());
  const token = (i: number) => suite.tokens[i % suite.tokens.length]!;
  return { suite, token };
}
