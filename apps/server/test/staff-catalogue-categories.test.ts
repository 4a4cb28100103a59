import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { CATALOGUE, categoryBody, catalogueSuite } from './helpers/staff-catalogue.ts';
import { suggestionsFor } from './helpers/suggestions.ts';

// Categories and sub-categories: who may keep them, what they may be, and the storefront at its
// next page load (caches on as in production): the menu, home, category pages, suggestions.
const { suite, send, changed, tree, menu, pageCategories, auditOf } = catalogueSuite();

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe('platform staff keep the categories', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    const url = `${CATALOGUE}/categories`;
    expect((await get(suite.t, url, suite.staff.token)).statusCode).toBe(200);
    const owner = await sellerToken(suite.t, 1);
    expect((await get(suite.t, url, owner)).statusCode).toBe(403);
    const shopper = await registerCustomer(suite.t);
    expect((await get(suite.t, url, shopper.token)).statusCode).toBe(401);
    expect((await get(suite.t, url)).statusCode).toBe(401);
    expect((await send('POST', '/categories', categoryBody(), owner)).statusCode).toBe(403);
    expect((await send('DELETE', '/categories/1', undefined, shopper.token)).statusCode).toBe(401);
  });

  it('lists every category in the storefront’s order, with its sub-categories, products and Arabic name', async () => {
    const [staff, shown, arabic] = [await tree(), await menu(), await menu('ar')];
    expect(names(staff)).toEqual(names(shown));
    expect(names(staff[0]!.sub_categories)).toEqual(names(shown[0]!.sub_categories));
    expect(staff[0]!.translations.ar).toBe(arabic[0]!.name);
    expect(staff[0]!.product_count).toBeGreaterThan(0);
  });

  it('refuses bad categories with 422 naming the field, saving nothing', async () => {
    const [first] = await tree();
    const sub = first!.sub_categories[0]!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'The name field is required.'],
      [{ name: 'x'.repeat(256) }, 'name', 'The name may not be greater than 255 characters.'],
      [
        { slug: 'Garden Tools' },
        'slug',
        'The slug may hold only lower-case letters, digits and single hyphens, such as summer-dresses.',
      ],
      [{ slug: first!.slug }, 'slug', 'The slug has already been taken.'],
      [
        { name: 'أدوات الحديقة' },
        'slug',
        'The slug field is required: the name has no Latin letter or digit to make one from.',
      ],
      [{ parent_id: sub.id }, 'parent_id', 'The parent must be a top-level category.'],
      [{ parent_id: 999_999 }, 'parent_id', 'The parent must be a top-level category.'],
      [{ parent_id: 'garden' }, 'parent_id', 'The parent must be a category.'],
      [{ is_active: 'yes' }, 'is_active', 'The active field must be true or false.'],
      [{ translations: { xx: 'Nope' } }, 'translations.xx', 'The language is not one the shop offers.'],
      [{ translations: { de: 'Gartengeräte' } }, 'translations.de', 'The language is not one the shop offers.'],
    ];
    const before = await suite.t.db.selectFrom('categories').select('id').execute();
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', '/categories', categoryBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await suite.t.db.selectFrom('categories').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 404 for a category that is not there', async () => {
    for (const [method, url, body] of [
      ['PUT', '/categories/999999', categoryBody()],
      ['POST', '/categories/999999/move', { position: 0 }],
      ['DELETE', '/categories/999999', undefined],
    ] as const) {
      const res = await send(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Category not found.');
    }
  });

  it('adds a category and a sub-category: the storefront shows them at its next load, caches and all', async () => {
    // Read first, so the caches hold the old answers.
    expect(names(await menu())).not.toContain('Garden Tools');
    await pageCategories('/categories/electronics');
    const added = await changed('POST', '/categories', categoryBody({ translations: { ar: 'أدوات الحديقة' } }));
    const parent = added.categories.find((category: { id: number }) => category.id === added.id);
    expect(parent).toMatchObject({ name: 'Garden Tools', slug: 'garden-tools', thumbnail: '', product_count: 0 });
    const sub = await changed(
      'POST',
      '/categories',
      categoryBody({ name: 'Pruning Shears', parent_id: added.id, translations: { ar: 'مقصات التقليم' } }),
    );
    expect(sub.categories.at(-1).sub_categories).toMatchObject([{ id: sub.id, slug: 'pruning-shears' }]);

    const shown = await menu();
    expect(shown.at(-1)).toMatchObject({ name: 'Garden Tools', sub_categories: [{ name: 'Pruning Shears' }] });
    expect((await menu('ar')).at(-1)).toMatchObject({
      name: 'أدوات الحديقة',
      sub_categories: [{ name: 'مقصات التقليم' }],
    });
    expect(names((await pageCategories('/categories/garden-tools')) ?? [])).toContain('Garden Tools');
    const page = await suite.web.inject('/categories/garden-tools');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Garden Tools');

    expect(await auditOf('category', sub.id)).toMatchObject([
      { action: 'category.create', actor_id: suite.staff.id, before: null },
    ]);
    expect(JSON.parse(String((await auditOf('category', sub.id))[0]!.after))).toMatchObject({
      name: 'Pruning Shears',
      parent_id: added.id,
      translations: { ar: 'مقصات التقليم' },
    });
  });

  it('renames a category: the menu, the home page and the search suggestions follow, in both languages', async () => {
    const [first] = await tree();
    await menu();
    await pageCategories('/');
    const body = categoryBody({ ...first, name: 'Gadgets & Devices', translations: { ar: 'الأدوات والأجهزة' } });
    await changed('PUT', `/categories/${first!.id}`, body);
    expect((await menu())[0]!.name).toBe('Gadgets & Devices');
    expect((await menu('ar'))[0]!.name).toBe('الأدوات والأجهزة');
    expect(names((await pageCategories('/')) ?? [])).toContain('Gadgets & Devices');
    expect(names((await suggestionsFor(suite.t, 'gadgets')).categories)).toEqual(['Gadgets & Devices']);
    expect(names((await suggestionsFor(suite.t, 'الأجهزة', 'ar')).categories)).toEqual(['الأدوات والأجهزة']);
    expect((await suggestionsFor(suite.t, first!.name)).categories.map((c) => c.id)).not.toContain(first!.id);
    const [entry] = (await auditOf('category', first!.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'category.update' });
    expect(JSON.parse(String(entry!.before))).toMatchObject({
      name: first!.name,
      translations: { ar: first!.translations.ar },
    });
    expect(JSON.parse(String(entry!.after))).toMatchObject({ name: 'Gadgets & Devices' });
    // The slug stays what the form sent: links to the category keep working.
    expect((await tree())[0]!.slug).toBe(first!.slug);
    // Saving it unchanged changes nothing and logs nothing.
    const logged = (await auditOf('category', first!.id)).length;
    await changed('PUT', `/categories/${first!.id}`, body);
    expect(await auditOf('category', first!.id)).toHaveLength(logged);
  });

  it('deactivates a category: the menu, its page and the suggestions hide it, with its sub-categories', async () => {
    const [, second] = await tree();
    await menu();
    await changed('PUT', `/categories/${second!.id}`, categoryBody({ ...second, is_active: false }));
    expect((await menu()).map((category) => category.id)).not.toContain(second!.id);
    expect((await suggestionsFor(suite.t, second!.sub_categories[0]!.name)).categories).toEqual([]);
    expect((await suggestionsFor(suite.t, second!.name)).categories).toEqual([]);
    expect(names((await pageCategories(`/categories/${second!.slug}`)) ?? [])).not.toContain(second!.name);
    await changed('PUT', `/categories/${second!.id}`, categoryBody({ ...second, is_active: true }));
    expect((await menu()).map((category) => category.id)).toContain(second!.id);
  });
});
