import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { blogBody, CONTENT, contentSuite } from './helpers/staff-content.ts';

// Blog categories kept by platform staff, and the storefront's blog at the shopper's next load,
// with the storefront's caches on as in production.
const { suite, send, shopper, auditOf } = contentSuite();

interface Category {
  id: number;
  name: string;
  slug: string;
  blog_count: number;
  translations: Record<string, string | null>;
}
const categories = async (): Promise<Category[]> => (await send('GET', '/blog-categories')).json().data.categories;
/** The categories the storefront's blog offers, in `language`. */
const offered = async (language = 'en') =>
  ((await shopper('/blogs', language)).data?.categories ?? []) as Array<{ id: number; name: string }>;

describe('blog categories', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    expect((await get(suite.t, `${CONTENT}/blog-categories`, suite.staff.token)).statusCode).toBe(200);
    const owner = await sellerToken(suite.t, 1);
    const customer = (await registerCustomer(suite.t)).token;
    expect((await get(suite.t, `${CONTENT}/blog-categories`, owner)).statusCode).toBe(403);
    expect((await get(suite.t, `${CONTENT}/blog-categories`, customer)).statusCode).toBe(401);
    expect((await send('POST', '/blog-categories', { name: 'Travel' }, owner)).statusCode).toBe(403);
    expect((await send('DELETE', '/blog-categories/1', undefined, customer)).statusCode).toBe(401);
  });

  it('lists every category with its posts counted and its Arabic name', async () => {
    const rows = await categories();
    const shown = await offered('ar');
    expect(rows.map((row) => row.id).sort()).toEqual(shown.map((row) => row.id).sort());
    for (const row of rows) {
      expect(row.blog_count).toBeGreaterThan(0);
      expect(row.translations.ar).toBe(shown.find((category) => category.id === row.id)?.name);
    }
  });

  it('refuses bad categories with 422 naming the field, and answers 404 for one not there', async () => {
    const [first] = await categories();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
      [{ name: 'سفر' }, 'slug', 'The slug field is required: the name gives no letters to make one from.'],
      [{ name: 'Travel', slug: first?.slug }, 'slug', 'The slug has already been taken.'],
      [{ name: 'Travel', translations: { xx: 'Nope' } }, 'translations.xx', 'The language is not one the shop offers.'],
      [
        { name: 'Travel', translations: { ar: 'x'.repeat(101) } },
        'translations.ar',
        'The name may not be greater than 100 characters.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('POST', '/blog-categories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await categories()).toHaveLength((await offered()).length);
    expect((await send('PUT', '/blog-categories/999999', { name: 'Travel' })).statusCode).toBe(404);
    expect((await send('DELETE', '/blog-categories/999999')).statusCode).toBe(404);
  });

  it('adds, renames and removes a category: the storefront follows at its next load, caches and all', async () => {
    // Read first: the caches now hold the answers before the change.
    const before = await offered();
    await offered('ar');

    const created = await send('POST', '/blog-categories', {
      name: 'Travel Notes',
      translations: { ar: 'ملاحظات السفر' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().data.categories.find((row: Category) => row.name === 'Travel Notes') as Category;
    expect(category).toMatchObject({ slug: 'travel-notes', blog_count: 0, translations: { ar: 'ملاحظات السفر' } });
    expect((await offered()).map((row) => row.name)).toContain('Travel Notes');
    expect((await offered('ar')).map((row) => row.name)).toContain('ملاحظات السفر');

    const renamed = await send('PUT', `/blog-categories/${category.id}`, {
      name: 'Journeys',
      slug: 'journeys',
      translations: { ar: 'رحلات' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await offered()).find((row) => row.id === category.id)?.name).toBe('Journeys');
    expect((await offered('ar')).find((row) => row.id === category.id)?.name).toBe('رحلات');

    // A post in it holds it: the removal is refused until the post is gone.
    const post = await send('POST', '/blogs', blogBody(category.id, { slug: 'in-journeys' }));
    expect(post.statusCode, post.body).toBe(200);
    const refused = await send('DELETE', `/blog-categories/${category.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The category Journeys still holds 1 post: move or remove them first.');
    expect((await send('DELETE', `/blogs/${post.json().data.blog.id}`)).statusCode).toBe(200);

    const removed = await send('DELETE', `/blog-categories/${category.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offered()).toEqual(before);
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'blog_category')
      .where('entity_id', '=', category.id)
      .execute();
    expect(texts).toHaveLength(0);

    const entries = await auditOf('blog_category', category.id);
    expect(entries.map((e) => e.action)).toEqual([
      'blog_category.create',
      'blog_category.update',
      'blog_category.delete',
    ]);
    expect(entries.every((e) => e.actor_id === suite.staff.id)).toBe(true);
    expect(JSON.parse(entries[1]?.before ?? '')).toEqual({
      name: 'Travel Notes',
      slug: 'travel-notes',
      translations: { ar: { name: 'ملاحظات السفر' } },
    });
    expect(JSON.parse(entries[1]?.after ?? '')).toEqual({
      name: 'Journeys',
      slug: 'journeys',
      translations: { ar: { name: 'رحلات' } },
    });
  });

  it('logs nothing when a save changes nothing', async () => {
    const [first] = await categories();
    if (!first) throw new Error('the demo has blog categories');
    const logged = (await auditOf('blog_category', first.id)).length;
    const res = await send('PUT', `/blog-categories/${first.id}`, {
      name: first.name,
      slug: first.slug,
      translations: first.translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf('blog_category', first.id)).toHaveLength(logged);
  });
});
