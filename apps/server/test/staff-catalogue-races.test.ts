import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { productForm, productRefs } from './helpers/seller-products.ts';
import { categoryBody } from './helpers/staff-catalogue.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';

// Catalogue writes of several staff members (and shops) released together, meant for PostgreSQL,
// where they run at once (SQLite takes them one by one): a slug is given once, positions stay a
// clean sequence, and no product is ever left in a category that is gone.
const { suite, token } = staffRaceSuite();

const N = 8;
const send = (i: number, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url: `/api/staff/catalogue${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer(token(i)),
  });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode).sort();

describe('the catalogue changed by several staff members at once', () => {
  it(`${N} categories added at once with one slug: one is kept, the others are told it is taken`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send(i, 'POST', '/categories', categoryBody({ name: `Patio ${i}`, slug: 'patio' })),
      ),
    );
    expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual([200, ...Array(N - 1).fill(422)]);
    for (const res of answers.filter((answer) => answer.statusCode === 422)) {
      expect(res.json().errors.slug).toEqual(['The slug has already been taken.']);
    }
    const rows = await suite.t.db.selectFrom('categories').select('id').where('slug', '=', 'patio').execute();
    expect(rows).toHaveLength(1);
    const logged = await suite.t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'category.create')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it(`${N} brands added at once with one name: one is kept`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => send(i, 'POST', '/brands', { name: 'Harbour & Co', is_active: true })),
    );
    expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual([200, ...Array(N - 1).fill(422)]);
    const rows = await suite.t.db.selectFrom('brands').select('id').where('slug', '=', 'harbour-co').execute();
    expect(rows).toHaveLength(1);
  });

  it(`${N} categories moved at once, 4 rounds: the places stay a permutation of 0…n-1`, async () => {
    const top = async () =>
      suite.t.db
        .selectFrom('categories')
        .select(['id', 'position'])
        .where('parent_id', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
    const before = await top();
    for (let round = 0; round < 4; round += 1) {
      const ids = (await top()).map((row) => row.id);
      const answers = await Promise.all(
        ids
          .slice(0, N)
          .map((id, i) => send(i, 'POST', `/categories/${id}/move`, { position: (i * 3 + round) % ids.length })),
      );
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
      const after = await top();
      expect(after.map((row) => row.position)).toEqual([...after.keys()]);
      expect(new Set(after.map((row) => row.id))).toEqual(new Set(before.map((row) => row.id)));
    }
  });

  it('a category removed while shops add products to it, 3 rounds: no product is left in a removed category', async () => {
    const owner = await sellerToken(suite.t, 1);
    const refs = await productRefs(suite.t);
    for (let round = 0; round < 3; round += 1) {
      const parent = (await send(0, 'POST', '/categories', categoryBody({ name: `Sheds ${round}` }))).json().data.id;
      const sub = (
        await send(0, 'POST', '/categories', categoryBody({ name: `Sheds ${round}b`, parent_id: parent }))
      ).json().data.id;
      const create = () =>
        suite.t.app.inject({
          method: 'POST',
          url: '/api/seller/products',
          payload: productForm(refs, { category_id: parent, sub_category_id: sub }),
          headers: bearer(owner),
        });
      const half = N / 2;
      const answers = await Promise.all([
        ...Array.from({ length: half }, create),
        send(half, 'DELETE', `/categories/${sub}`),
        ...Array.from({ length: half }, create),
      ]);
      const removal = answers[half]!;
      const products = answers.filter((res) => res !== removal);
      const made = products.filter((res) => res.statusCode === 200).length;
      const stored = await suite.t.db.selectFrom('products').select('id').where('sub_category_id', '=', sub).execute();
      const remains = await suite.t.db.selectFrom('categories').select('id').where('id', '=', sub).execute();
      // The removal either came first (and each product was refused) or saw the products (and was refused).
      expect([200, 422], removal.body).toContain(removal.statusCode);
      for (const res of products) expect([200, 422], res.body).toContain(res.statusCode);
      expect(stored).toHaveLength(made);
      expect(remains).toHaveLength(removal.statusCode === 200 ? 0 : 1);
      if (removal.statusCode === 200) expect(made).toBe(0);
      else expect(removal.json().message).toMatch(/filed under this category: deactivate it instead\.$/);
    }
  });
});
