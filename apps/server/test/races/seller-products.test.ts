import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A product code belongs to one product, whoever claims it and however many at once: the
// database's unique index decides, and the losers are told the code is taken (never a 500).
let t: TestContext;
let tokens: string[];
let body: (code: string) => Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await Promise.all([5, 6, 7].map((shopId) => sellerToken(t, shopId)));
  const category = await t.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  body = (code) => ({ name: 'Racing Kettle', code, category_id: category.id, price: 25, quantity: 4, is_active: true });
});
afterAll(() => t.close());

const holding = (code: string) => t.db.selectFrom('products').select('id').where('code', '=', code).execute();

describe('one product code claimed by several requests at once', () => {
  it('created eight times by three shops: one product, seven told the code is taken', async () => {
    const code = `RACE-${process.pid}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(t, '/api/seller/products', body(code), { token: tokens[i % 3] })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ code: ['The code has already been taken.'] });
    }
    expect(await holding(code)).toHaveLength(1);
  });

  it('taken by two products saved to it at once: one of them has it', async () => {
    const code = `SWAP-${process.pid}`;
    const [a, b] = await Promise.all(
      ['A', 'B'].map(async (tag) => {
        const res = await post(t, '/api/seller/products', body(`${code}-${tag}`), { token: tokens[0] });
        return res.json().data.product.id as number;
      }),
    );
    const answers = await Promise.all(
      [a, b].map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/seller/products/${id}`,
          payload: body(code),
          headers: bearer(tokens[0]!),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(await holding(code)).toHaveLength(1);
  });

  it('copied six times at once: six copies, each with a code of its own', async () => {
    const code = `COPY-${process.pid}`;
    const source = await post(t, '/api/seller/products', body(code), { token: tokens[1] });
    const id = source.json().data.product.id as number;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(t, `/api/seller/products/${id}/duplicate`, {}, { token: tokens[1] })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const codes = answers.map((res) => res.json().data.product.code as string).sort();
    expect(codes).toEqual([`${code}-copy`, ...[2, 3, 4, 5, 6].map((n) => `${code}-copy-${n}`)].sort());
  });
});
