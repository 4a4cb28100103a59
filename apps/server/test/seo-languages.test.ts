import { describe, expect, it } from 'vitest';
import blogTexts from '../src/seed/lang/content/blog.json' with { type: 'json' };
import shopTexts from '../src/seed/lang/content/shops.json' with { type: 'json' };
import { metaOf, ORIGIN, storefrontSuite, titleOf } from './helpers/seo.ts';

const { suite, page } = storefrontSuite({ APP_URL: `${ORIGIN}/` });

describe('pages that name their language', () => {
  it('write a blog post’s head in the language of ?lang=, whatever Accept-Language says', async () => {
    const post = await suite.t.db
      .selectFrom('blogs')
      .select(['slug', 'title'])
      .where('title', '=', 'Designing Toys That Last')
      .executeTakeFirstOrThrow();
    const arabic = blogTexts.posts['Designing Toys That Last'].ar;
    const served = await suite.web.inject({
      url: `/blog/${post.slug}?lang=ar`,
      headers: { 'accept-language': 'fr' },
    });
    expect(titleOf(served.body)).toBe(`${arabic.title} - Souk`);
    expect(metaOf(served.body, 'description')).toContain(arabic.summary);
    expect(titleOf((await page(`/blog/${post.slug}?lang=en`)).html)).toBe(`${post.title} - Souk`);
    expect(titleOf((await page(`/blog/${post.slug}`)).html)).toBe(`${post.title} - Souk`);
  });

  it('describe a shop in the named language', async () => {
    const shop = await suite.t.db
      .selectFrom('shops')
      .select(['id', 'short_description'])
      .where('slug', '=', 'inkwell-books')
      .executeTakeFirstOrThrow();
    const french = (await page(`/shops/${shop.id}?lang=fr`)).html;
    expect(metaOf(french, 'description')).toBe(shopTexts['inkwell-books'].fr.tagline);
    expect(metaOf((await page(`/shops/${shop.id}`)).html, 'description')).toBe(shop.short_description);
  });
});
