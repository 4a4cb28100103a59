import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { SAMPLE_PDF, sampleImage } from './helpers/images.ts';
import { blogBody, CONTENT, contentSuite } from './helpers/staff-content.ts';

// Posts written, shown, changed and removed by platform staff, and what shoppers see of them at
// their next page load, with the storefront's caches on as in production.
const { suite, send, shopper, firstCategory, createdBlog, uploadThumbnail, auditOf } = contentSuite();

const listed = async (language = 'en') =>
  ((await shopper('/blogs?per_page=100', language)).data?.blogs ?? []) as Array<{ slug: string; title: string }>;

describe('who may keep the blog', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    const category = await firstCategory();
    expect((await get(suite.t, `${CONTENT}/blogs`, suite.staff.token)).statusCode).toBe(200);
    const owner = await sellerToken(suite.t, 1);
    const customer = (await registerCustomer(suite.t)).token;
    expect((await get(suite.t, `${CONTENT}/blogs`, owner)).statusCode).toBe(403);
    expect((await get(suite.t, `${CONTENT}/blogs`, customer)).statusCode).toBe(401);
    expect((await get(suite.t, `${CONTENT}/blogs`)).statusCode).toBe(401);
    expect((await send('POST', '/blogs', blogBody(category.id), owner)).statusCode).toBe(403);
    expect((await send('POST', '/blogs', blogBody(category.id), customer)).statusCode).toBe(401);
    expect((await send('DELETE', '/blogs/1', undefined, owner)).statusCode).toBe(403);
    expect((await uploadThumbnail(1, await sampleImage('png'), 'thumbnail', owner)).statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('refuses bad posts with 422 naming the field, saving nothing', async () => {
    const { id } = await firstCategory();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: ' ' }, 'title', 'The title field is required.'],
      [{ title: 'x'.repeat(256) }, 'title', 'The title may not be greater than 255 characters.'],
      [
        { slug: 'Summer Style!' },
        'slug',
        'The slug may hold only lower-case letters, digits and single hyphens, such as summer-style.',
      ],
      [{ slug: '2024' }, 'slug', 'The slug must hold a letter: a number alone reads as an id.'],
      [
        { title: 'نصائح السفر', slug: '' },
        'slug',
        'The slug field is required: the title gives no letters to make one from.',
      ],
      [{ category_id: '' }, 'category_id', 'The category field is required.'],
      [{ category_id: 999999 }, 'category_id', 'The category is not there: it may have been removed.'],
      [{ tags: ['travel', ' ', 'x'.repeat(51)] }, 'tags.2', 'A tag may not be greater than 50 characters.'],
      [{ tags: 'travel' }, 'tags', 'The tags must be a list.'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags', 'A post may have at most 20 tags.'],
      [{ description: '<script>alert(1)</script><p> </p>' }, 'description', 'The description field is required.'],
      [{ is_active: true }, 'is_active', 'A post is shown only with its thumbnail: upload one first.'],
      [{ translations: { xx: { title: 'Nope' } } }, 'translations.xx', 'The language is not one the shop offers.'],
      [
        { translations: { ar: { title: 'x'.repeat(256) } } },
        'translations.ar.title',
        'The title may not be greater than 255 characters.',
      ],
      [
        { translations: { ar: { tags: ['x'.repeat(51)] } } },
        'translations.ar.tags.0',
        'A tag may not be greater than 50 characters.',
      ],
    ];
    const before = await suite.t.db.selectFrom('blogs').select('id').execute();
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', '/blogs', blogBody(id, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await suite.t.db.selectFrom('blogs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a slug another post has, on adding and on saving', async () => {
    const taken = await suite.t.db.selectFrom('blogs').select('slug').executeTakeFirstOrThrow();
    const { id } = await firstCategory();
    const res = await send('POST', '/blogs', blogBody(id, { slug: taken.slug }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slug).toEqual(['The slug has already been taken.']);
    const mine = await createdBlog({ slug: 'slug-of-my-own' });
    const saved = await send('PUT', `/blogs/${mine.id}`, blogBody(id, { slug: taken.slug }));
    expect(saved.json().errors.slug).toEqual(['The slug has already been taken.']);
    expect((await send('DELETE', `/blogs/${mine.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a post that is not there', async () => {
    const { id } = await firstCategory();
    expect((await send('GET', '/blogs/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/blogs/999999', blogBody(id))).statusCode).toBe(404);
    expect((await send('PUT', '/blogs/999999/active', { is_active: false })).statusCode).toBe(404);
    expect((await send('DELETE', '/blogs/999999')).statusCode).toBe(404);
    expect((await uploadThumbnail(999999, await sampleImage('png'))).statusCode).toBe(404);
  });

  it('takes only pictures as thumbnails, named by their field', async () => {
    const mine = await createdBlog({ slug: 'thumbnail-refusals' });
    const pdf = await uploadThumbnail(mine.id, SAMPLE_PDF);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.thumbnail).toEqual(['The thumbnail must be an image of type: png, jpeg, webp, gif.']);
    const wrongField = await uploadThumbnail(mine.id, await sampleImage('png'), 'image');
    expect(wrongField.json().errors.thumbnail).toEqual(['The thumbnail field is required.']);
    expect((await send('DELETE', `/blogs/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('a post from draft to removal', () => {
  it('strips scripts and event handlers from the saved HTML, in every language', async () => {
    const mine = await createdBlog({
      slug: 'sanitised-post',
      description: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x()">link</a></p>',
      translations: {
        ar: { description: '<p onmouseover="x()">مرحبا</p><script>bad()</script><img src=x onerror=y>' },
      },
    });
    const { blog } = (await send('GET', `/blogs/${mine.id}`)).json().data;
    expect(blog.description).toBe('<p>Hello <a rel="nofollow noopener noreferrer">link</a></p>');
    expect(blog.translations.ar.description).toBe('<p>مرحبا</p>');
    expect((await send('DELETE', `/blogs/${mine.id}`)).statusCode).toBe(200);
  });

  it('shows a post once it has a thumbnail and staff show it; shoppers see each change at their next load', async () => {
    const category = await firstCategory();
    // Read first: the caches now hold the answers before the change.
    const before = await listed();
    await listed('ar');

    const res = await send(
      'POST',
      '/blogs',
      blogBody(category.id, {
        slug: '',
        title: 'Packing for a Weekend Away',
        tags: [' travel ', 'Packing', 'travel', 'packing', ''],
        translations: { ar: { title: 'التحضير لعطلة قصيرة', tags: ['سفر'] } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data.blog;
    expect(created).toMatchObject({
      slug: 'packing-for-a-weekend-away',
      tags: ['travel', 'Packing'],
      is_active: false,
      thumbnail: '',
      category: { id: category.id },
      translations: { ar: { title: 'التحضير لعطلة قصيرة', tags: ['سفر'], description: null } },
    });
    // A draft is the staff's alone.
    expect(await listed()).toEqual(before);
    expect((await shopper(`/blog/${created.slug}/details`)).status).toBe(404);

    const uploaded = await uploadThumbnail(created.id, await sampleImage('png'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const thumbnail = uploaded.json().data.blog.thumbnail as string;
    expect(thumbnail).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(suite.t.dataDir, thumbnail))).toBe(true);

    const shown = await send('PUT', `/blogs/${created.id}/active`, { is_active: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await listed())[0]).toMatchObject({ slug: created.slug, title: 'Packing for a Weekend Away', thumbnail });
    expect((await listed('ar'))[0]?.title).toBe('التحضير لعطلة قصيرة');
    const page = await shopper(`/blog/${created.slug}/details`);
    expect(page.data.blog).toMatchObject({ tags: ['travel', 'Packing'], description: created.description });
    expect((await shopper(`/blog/${created.slug}/details`, 'ar')).data.blog.tags).toEqual(['سفر']);
    const html = (await suite.web.inject(`/blog/${created.slug}`)).body;
    expect(html).toContain('<title>Packing for a Weekend Away');

    const saved = await send(
      'PUT',
      `/blogs/${created.id}`,
      blogBody(category.id, {
        slug: created.slug,
        title: 'Packing Light',
        tags: ['travel'],
        is_active: true,
        translations: { ar: { title: ' ' } },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await listed())[0]?.title).toBe('Packing Light');
    // The Arabic texts left blank are gone: Arabic shoppers read the default language's.
    expect((await listed('ar'))[0]?.title).toBe('Packing Light');

    const hidden = await send('PUT', `/blogs/${created.id}/active`, { is_active: false });
    expect(hidden.json().data.blog.is_active).toBe(false);
    expect(await listed()).toEqual(before);

    const removed = await send('DELETE', `/blogs/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send('GET', `/blogs/${created.id}`)).statusCode).toBe(404);
    expect(existsSync(path.join(suite.t.dataDir, thumbnail))).toBe(false);
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'blog')
      .where('entity_id', '=', created.id)
      .execute();
    expect(texts).toHaveLength(0);

    const entries = await auditOf('blog', created.id);
    expect(entries.map((e) => e.action)).toEqual([
      'blog.create',
      'blog.update',
      'blog.update',
      'blog.update',
      'blog.update',
      'blog.delete',
    ]);
    expect(entries.every((e) => e.actor_id === suite.staff.id)).toBe(true);
    expect(JSON.parse(entries[1]?.after ?? '')).toEqual({ thumbnail });
    expect(JSON.parse(entries[2]?.after ?? '')).toEqual({ is_active: true });
    expect(JSON.parse(entries[3]?.before ?? '')).toMatchObject({
      title: 'Packing for a Weekend Away',
      tags: ['travel', 'Packing'],
      translations: { ar: { title: 'التحضير لعطلة قصيرة' } },
    });
    expect(JSON.parse(entries[3]?.after ?? '')).toEqual({ title: 'Packing Light', tags: ['travel'], translations: {} });
  });
});

describe('the list staff read', () => {
  it('searches by title, filters by category and status, and pages', async () => {
    const category = await firstCategory();
    const all = (await send('GET', '/blogs?per_page=100')).json().data;
    const count = await suite.t.db.selectFrom('blogs').select('id').execute();
    expect(all.total).toBe(count.length);
    expect(all.categories.map((c: { id: number }) => c.id)).toContain(category.id);

    const draft = await createdBlog({ slug: 'zebra-crossing-guide', title: 'The Zebra Crossing Guide' });
    const found = (await send('GET', '/blogs?search=zEBRA')).json().data;
    expect(found.blogs.map((b: { id: number }) => b.id)).toEqual([draft.id]);
    const hidden = (await send('GET', `/blogs?status=inactive&category_id=${category.id}`)).json().data;
    expect(hidden.blogs.map((b: { id: number }) => b.id)).toEqual([draft.id]);
    const shown = (await send('GET', '/blogs?status=active&per_page=100')).json().data;
    expect(shown.total).toBe(all.total);
    const second = (await send('GET', '/blogs?per_page=2&page=2')).json().data;
    expect(second.blogs).toHaveLength(2);
    expect((await send('GET', '/blogs?search=%25')).json().data.total).toBe(0);
    expect((await send('GET', '/blogs?status=draft')).json().errors.status).toBeDefined();
    expect((await send('DELETE', `/blogs/${draft.id}`)).statusCode).toBe(200);
  });
});
