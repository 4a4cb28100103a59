import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../src/db/database.ts';
import { findTokenUser, issueToken, type TokenScope } from '../../src/modules/auth/tokens.ts';
import { sellerSession } from '../helpers/chat.ts';
import { addToCart, preparedProduct, shopper } from '../helpers/commerce.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { watchWrites, writeCounts } from './db-changes.ts';
import { envelopeProblem } from './envelope.ts';
import { fieldNames, requestArbitrary, type Who } from './requests.ts';
import { type FuzzRoute, instrumentApp, VALIDATED_HEADER } from './instrument.ts';

/** Requests per run; CI keeps the default, a longer hunt sets FUZZ_REQUESTS. */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** Fixed so a CI failure replays; FUZZ_SEED explores other corners. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);

let t: TestContext;
let routes: FuzzRoute[];
const accounts: Partial<Record<Who, { userId: number; scope: TokenScope; token: string }>> = {};
const statuses = new Map<number, number>();
let sent = 0;

beforeAll(async () => {
  ({ result: t, routes } = await instrumentApp(() => createTestApp()));
  // Rows of the signed-in shopper and of someone else, so generated ids reach real records.
  const people = [await shopper(t), await shopper(t)];
  for (const person of people) {
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    await addToCart(t, person.token, { product_id: product.id });
  }
  const [me] = people;
  if (me) accounts.customer = { userId: me.user.id, scope: 'customer', token: me.token };
  const seller = await sellerSession(t, 1);
  accounts.seller = { userId: seller.userId, scope: 'seller', token: seller.token };
  await watchWrites(t.db, databaseKind(t.config.DATABASE_URL));
});

afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests over ${routes.length} routes, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  await t?.close();
});

function authorization(who: Who): Record<string, string> {
  if (who === 'guest') return {};
  if (who === 'forged') return { authorization: `Bearer ${randomBytes(32).toString('base64url')}` };
  return { authorization: `Bearer ${accounts[who]?.token}` };
}

/** A fuzzed logout or password change may end a session: sign that account in again. */
async function renewIfEnded(who: Who): Promise<boolean> {
  const account = accounts[who];
  if (!account || (await findTokenUser(t.db, account.token, account.scope, t.app.clock))) return false;
  account.token = (await issueToken(t.db, account.userId, account.scope, 1, t.app.clock)).token;
  return true;
}

describe('every /api call under generated hostile input', () => {
  it('collects the routes the server registers', () => {
    expect(routes.length).toBeGreaterThan(90);
    const calls = routes.map((r) => `${r.method} ${r.url}`);
    expect(calls).toContain('POST /api/place-order');
    expect(calls).toContain('POST /api/product-review');
  });

  it('tells a refusal after validation from a validation failure', async () => {
    expect((await t.app.inject('/api/master')).headers[VALIDATED_HEADER]).toBe('1');
    const invalid = await t.app.inject('/api/master?shop_id=abc');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers[VALIDATED_HEADER]).toBeUndefined();
  });

  it('notices a write that leaves every row count as it was', async () => {
    const before = await writeCounts(t.db);
    await t.db.updateTable('products').set({ quantity: 7 }).where('id', '=', 1).execute();
    expect(await writeCounts(t.db)).not.toBe(before);
  });

  it(
    `answers ${TOTAL} requests without a 5xx, names rejected fields and leaves the database alone on 4xx`,
    async () => {
      let before = await writeCounts(t.db);
      const perRoute = Math.ceil(TOTAL / routes.length);
      for (const route of routes) {
        const fields = new Set([route.body, route.querystring, route.params].flatMap(fieldNames));
        const property = fc.asyncProperty(requestArbitrary(route), async ({ who, options }) => {
          sent += 1;
          const res = await t.app.inject({
            ...options,
            headers: { ...options.headers, ...authorization(who) },
            // A fresh client address each time keeps per-address limits from answering for the route.
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${options.method} ${options.url} as ${who} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) expect(envelopeProblem(res, fields), where).toBeNull();
          const after = await writeCounts(t.db);
          if (res.statusCode >= 400) expect(after, `database changed by ${where}`).toBe(before);
          before = res.statusCode === 401 && (await renewIfEnded(who)) ? await writeCounts(t.db) : after;
        });
        await fc.assert(property, { numRuns: perRoute, seed: SEED, endOnFailure: true });
      }
      expect(sent).toBeGreaterThanOrEqual(TOTAL);
    },
    Math.max(240_000, TOTAL * 20),
  );
});
