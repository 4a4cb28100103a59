import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { CONTENT, contentSuite } from './helpers/staff-content.ts';

// The about and legal pages kept by platform staff, and the storefront's pages at the shopper's
// next load in their language, with the storefront's caches on as in production.
const { suite, send, shopper, auditOf } = contentSuite();

interface Page {
  id: number;
  slug: string;
  title: string;
  description: string;
  translations: Record<string, { title: string | null; description: string | null }>;
}
const pageOf = async (slug: string): Promise<Page> => {
  const { pages } = (await send('GET', '/pages')).json().data as { pages: Array<{ id: number; slug: string }> };
  const id = pages.find((page) => page.slug === slug)?.id;
  return (await send('GET', `/pages/${id}`)).json().data.page;
};
/** The storefront's page as a shopper reads it, in `language`. */
const shown = async (slug: string, language = 'en') =>
  (await shopper(`/legal-pages/${slug}`, language)).data?.content as { title: string; description: string };

describe('the about and legal pages', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    expect((await get(suite.t, `${CONTENT}/pages`, suite.staff.token)).statusCode).toBe(200);
    const owner = await sellerToken(suite.t, 1);
    const customer = (await registerCustomer(suite.t)).token;
    expect((await get(suite.t, `${CONTENT}/pages`, owner)).statusCode).toBe(403);
    expect((await get(suite.t, `${CONTENT}/pages/1`, customer)).statusCode).toBe(401);
    expect((await send('PUT', '/pages/1', { title: 'About', description: '<p>Hi</p>' }, owner)).statusCode).toBe(403);
  });

  it('lists the pages the storefront shows, each with its texts in the other languages', async () => {
    const { pages } = (await send('GET', '/pages')).json().data;
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual(
      expect.arrayContaining(['about-us', 'privacy-policy', 'terms-and-conditions', 'return-and-refund-policy']),
    );
    const about = await pageOf('about-us');
    expect(about.title).toBe((await shown('about-us')).title);
    expect(about.translations.ar).toEqual(await shown('about-us', 'ar'));
  });

  it('refuses bad pages with 422 naming the field, and answers 404 for one not there', async () => {
    const about = await pageOf('about-us');
    const body = { title: 'About', description: '<p>Hello</p>' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', 'The title field is required.'],
      [{ description: '' }, 'description', 'The content field is required.'],
      [{ description: '<script>alert(1)</script>' }, 'description', 'The content field is required.'],
      [{ translations: { xx: { title: 'Nope' } } }, 'translations.xx', 'The language is not one the shop offers.'],
      [
        { translations: { ar: { title: 'x'.repeat(256) } } },
        'translations.ar.title',
        'The title may not be greater than 255 characters.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send('PUT', `/pages/${about.id}`, { ...body, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await pageOf('about-us')).toEqual(about);
    expect((await send('GET', '/pages/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/pages/999999', body)).statusCode).toBe(404);
  });

  it('saves the title and content sanitised, in Arabic too: shoppers read them at their next load', async () => {
    const about = await pageOf('about-us');
    // Read first: the caches now hold the answers before the change.
    await shown('about-us');
    await shown('about-us', 'ar');

    const res = await send('PUT', `/pages/${about.id}`, {
      title: 'About Souk',
      description: '<h2 onclick="x()">Who we are</h2><p>Neighbours selling to neighbours.<script>steal()</script></p>',
      translations: {
        ar: {
          title: 'عن سوق',
          description: '<p onmouseover="x()">جيران يبيعون لجيرانهم.</p><iframe src="x"></iframe>',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Page saved.');
    expect(await shown('about-us')).toEqual({
      title: 'About Souk',
      description: '<h2>Who we are</h2><p>Neighbours selling to neighbours.</p>',
    });
    expect(await shown('about-us', 'ar')).toEqual({ title: 'عن سوق', description: '<p>جيران يبيعون لجيرانهم.</p>' });

    const again = await send('PUT', `/pages/${about.id}`, {
      title: 'About Souk',
      description: '<h2>Who we are</h2><p>Neighbours selling to neighbours.</p>',
      translations: { ar: { title: 'عن سوق', description: '<p>جيران يبيعون لجيرانهم.</p>' } },
    });
    expect(again.json().message).toBe('Nothing changed.');

    const entries = await auditOf('page', about.id);
    expect(entries.map((e) => e.action)).toEqual(['page.update']);
    expect(entries[0]?.actor_id).toBe(suite.staff.id);
    expect(JSON.parse(entries[0]?.before ?? '')).toMatchObject({
      title: about.title,
      translations: { ar: { title: about.translations.ar?.title } },
    });
    expect(JSON.parse(entries[0]?.after ?? '')).toMatchObject({
      title: 'About Souk',
      translations: { ar: { title: 'عن سوق' } },
    });

    // The demo's own texts pass the sanitiser as they are.
    const restored = await send('PUT', `/pages/${about.id}`, {
      title: about.title,
      description: about.description,
      translations: { ar: about.translations.ar },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await pageOf('about-us')).toEqual(about);
  });
});
