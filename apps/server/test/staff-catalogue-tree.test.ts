import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { sampleImage } from './helpers/images.ts';
import { productForm, productRefs } from './helpers/seller-products.ts';
import { CATALOGUE, categoryBody, catalogueSuite } from './helpers/staff-catalogue.ts';

// The tree's shape: the order of categories, moving a sub-category to another parent, removing
// categories, and their pictures; each followed by the storefront at its next page load.
const { suite, send, changed, tree, menu, auditOf } = catalogueSuite();

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** A new top-level category, with `subs` sub-categories; its id and theirs. */
async function branch(name: string, subs: string[] = []) {
  const parent: number = (await changed('POST', '/categories', categoryBody({ name }))).id;
  const children: number[] = [];
  for (const sub of subs) {
    children.push((await changed('POST', '/categories', categoryBody({ name: sub, parent_id: parent }))).id);
  }
  return { parent, children };
}

const uploadThumbnail = (id: number, bytes: Buffer, token = suite.staff.token) => {
  const payload = new FormData();
  payload.append('thumbnail', new Blob([bytes]), 'picture.png');
  return suite.t.app.inject({
    method: 'POST',
    url: `${CATALOGUE}/categories/${id}/thumbnail`,
    headers: bearer(token),
    payload,
  });
};

describe('the shape of the category tree', () => {
  it('reorders categories and sub-categories: the storefront’s menu follows, each move logged', async () => {
    const before = await tree();
    await menu();
    const last = before.at(-1)!;
    await changed('POST', `/categories/${last.id}/move`, { position: 0 });
    expect(ids(await menu())).toEqual([last.id, ...ids(before.slice(0, -1))]);
    const subs = before[1]!.sub_categories;
    await changed('POST', `/categories/${subs[0]!.id}/move`, { position: 99 });
    const shown = (await menu()).find((category) => category.id === before[1]!.id)!;
    expect(ids(shown.sub_categories)).toEqual([...ids(subs.slice(1)), subs[0]!.id]);
    // Positions stay 0, 1, 2… among the siblings.
    const positions = await suite.t.db
      .selectFrom('categories')
      .select('position')
      .where('parent_id', 'is', null)
      .orderBy('position')
      .execute();
    expect(positions.map((row) => row.position)).toEqual([...positions.keys()]);
    const [entry] = await auditOf('category', last.id);
    expect(entry).toMatchObject({ action: 'category.move' });
    expect(JSON.parse(String(entry!.after))).toMatchObject({ position: 0 });
    // A move to where it is changes and logs nothing.
    await changed('POST', `/categories/${last.id}/move`, { position: 0 });
    expect(await auditOf('category', last.id)).toHaveLength(1);
    const refused = await send('POST', `/categories/${last.id}/move`, { position: -1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.position).toEqual(['The position must be at least 0.']);
  });

  it('moves an unused sub-category to another parent, last there; refuses what would break the tree', async () => {
    const from = await branch('Camping', ['Tents', 'Lanterns']);
    const to = await branch('Outdoors', ['Boots']);
    const [tents, lanterns] = from.children;
    await changed('PUT', `/categories/${tents}`, categoryBody({ name: 'Tents', slug: 'tents', parent_id: to.parent }));
    const shown = await menu();
    expect(ids(shown.find((category) => category.id === to.parent)!.sub_categories)).toEqual([...to.children, tents]);
    expect(ids(shown.find((category) => category.id === from.parent)!.sub_categories)).toEqual([lanterns]);
    const positions = await suite.t.db
      .selectFrom('categories')
      .select('position')
      .where('id', '=', lanterns!)
      .execute();
    expect(positions).toEqual([{ position: 0 }]);

    const refusals: Array<[number, Record<string, unknown>, string]> = [
      [
        to.parent,
        { name: 'Outdoors', parent_id: from.parent },
        'A category with sub-categories cannot become a sub-category: move its sub-categories first.',
      ],
      [to.parent, { name: 'Outdoors', parent_id: to.parent }, 'A category cannot be its own parent.'],
    ];
    // A sub-category products are filed under keeps its parent: each product names the pair.
    const used = (await tree()).find((category) => category.product_count > 0)!;
    const usedSub = used.sub_categories.find((sub) => sub.product_count > 1)!;
    refusals.push([
      usedSub.id,
      { ...usedSub, parent_id: from.parent },
      `${usedSub.product_count} products are filed under this category where it is now: it can move only while no product is.`,
    ]);
    for (const [id, overrides, message] of refusals) {
      const res = await send('PUT', `/categories/${id}`, categoryBody(overrides));
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors.parent_id).toEqual([message]);
    }
    const after = await suite.t.db.selectFrom('categories').select('parent_id').where('id', '=', usedSub.id).execute();
    expect(after).toEqual([{ parent_id: used.id }]);
  });

  it('removes an unused category; refuses one with products or sub-categories, offering deactivation', async () => {
    const { parent, children } = await branch('Stationery', ['Pens']);
    const refused = await send('DELETE', `/categories/${parent}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This category has 1 sub-category: remove or move them first.');

    const used = (await tree()).flatMap((category) => category.sub_categories).find((sub) => sub.product_count > 1)!;
    const res = await send('DELETE', `/categories/${used.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `${used.product_count} products are filed under this category: deactivate it instead.`,
    );

    await menu();
    await changed('DELETE', `/categories/${children[0]}`);
    const removed = await changed('DELETE', `/categories/${parent}`);
    expect(ids(removed.categories)).not.toContain(parent);
    expect(ids(await menu())).not.toContain(parent);
    expect(await auditOf('category', parent)).toMatchObject([
      { action: 'category.create' },
      { action: 'category.delete', after: null },
    ]);
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'category')
      .where('entity_id', 'in', [parent, children[0]!])
      .execute();
    expect(texts).toEqual([]);
    const top = await suite.t.db
      .selectFrom('categories')
      .select('position')
      .where('parent_id', 'is', null)
      .orderBy('position')
      .execute();
    expect(top.map((row) => row.position)).toEqual([...top.keys()]);
  });

  it('refuses a product in a sub-category no longer under the category it names', async () => {
    const { parent, children } = await branch('Kitchen', ['Knives']);
    const other = await branch('Dining');
    await changed(
      'PUT',
      `/categories/${children[0]}`,
      categoryBody({ name: 'Knives', slug: 'knives', parent_id: other.parent }),
    );
    const owner = await sellerToken(suite.t, 1);
    const body = productForm(await productRefs(suite.t), { category_id: parent, sub_category_id: children[0] });
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      payload: body,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sub_category_id).toEqual(['The selected sub category is invalid.']);
  });

  it('replaces a category’s picture through the upload store: stored, served, and shown at the next load', async () => {
    const { parent, children } = await branch('Pictures', ['Frames']);
    const [sub] = (await tree()).find((category) => category.id === parent)!.sub_categories;
    expect(sub).toMatchObject({ id: children[0], thumbnail: '' });
    await menu();
    const res = await uploadThumbnail(parent, await sampleImage('png', { width: 64, height: 64 }));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.categories.find((category: { id: number }) => category.id === parent).thumbnail;
    expect(url).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}\.png$/);
    expect((await suite.t.app.inject(url)).headers['content-type']).toBe('image/png');
    expect((await menu()).find((category) => category.id === parent)!.thumbnail).toBe(url);
    // A sub-category added now starts with its parent's picture.
    const added = await changed('POST', '/categories', categoryBody({ name: 'Easels', parent_id: parent }));
    expect((await menu()).find((category) => category.id === parent)!.sub_categories.at(-1)).toMatchObject({
      id: added.id,
      thumbnail: url,
    });
    const [entry] = (await auditOf('category', parent)).slice(-1);
    expect(entry).toMatchObject({ action: 'category.update', before: JSON.stringify({ thumbnail: '' }) });

    const bad = await uploadThumbnail(parent, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.thumbnail).toEqual(['The thumbnail must be an image of type: png, jpeg, webp, gif.']);
    expect((await uploadThumbnail(999_999, await sampleImage('png'))).statusCode).toBe(404);
    expect((await uploadThumbnail(parent, await sampleImage('png'), await sellerToken(suite.t, 1))).statusCode).toBe(
      403,
    );
  });
});
