import type { BlogCard, Master, ProductCard } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import blogTagTexts from '../src/seed/lang/content/blog-tags.json' with { type: 'json' };
import blogTexts from '../src/seed/lang/content/blog.json' with { type: 'json' };
import navigationTexts from '../src/seed/lang/content/navigation.json' with { type: 'json' };
import pageTexts from '../src/seed/lang/content/pages.json' with { type: 'json' };
import { pageBody } from '../src/seed/content.ts';
import { PAGES } from '../src/seed/legal-pages.ts';
import categoryNames from '../src/seed/lang/catalog/categories.json' with { type: 'json' };
import shopTexts from '../src/seed/lang/content/shops.json' with { type: 'json' };
import { catchUpSuggestions } from '../src/modules/suggest/index-names.ts';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { createTicket, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function data(url: string, language: string, token?: string) {
  const res = await t.app.inject({
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the demo shops and blog in Arabic and French', () => {
  it('serves a shop’s tagline, description and delivery time in the shopper’s language', async () => {
    const shop = await t.db
      .selectFrom('shops')
      .selectAll()
      .where('slug', '=', 'green-basket-market')
      .executeTakeFirstOrThrow();
    const french = (await data(`/api/shops/${shop.id}`, 'fr')).shop;
    expect(french.short_description).toBe(shopTexts['green-basket-market'].fr.tagline);
    expect(french.description).toContain('Fruits, légumes et épicerie');
    expect(french.description).toContain(
      'Ouvert tous les jours de 06:00 à 23:00. Les commandes arrivent le jour même.',
    );
    expect(french.estimated_delivery_time).toBe('Le jour même');
    const arabic = (await data(`/api/shops/${shop.id}`, 'ar')).shop;
    expect(arabic.short_description).toBe(shopTexts['green-basket-market'].ar.tagline);
    expect(arabic.estimated_delivery_time).toBe('في اليوم نفسه');
    const english = (await data(`/api/shops/${shop.id}`, 'en')).shop;
    expect(english.short_description).toBe(shop.short_description);
    expect(english.estimated_delivery_time).toBe('Same day');
  });

  it('has every shop’s texts in both languages', async () => {
    const shops = await t.db.selectFrom('shops').select('id').execute();
    for (const locale of ['ar', 'fr']) {
      const rows = await t.db
        .selectFrom('translations')
        .select('entity_id')
        .where('entity', '=', 'shop')
        .where('locale', '=', locale)
        .where('field', '=', 'estimated_delivery_time')
        .execute();
      expect(rows.map((r) => r.entity_id).sort()).toEqual(shops.map((s) => s.id).sort());
    }
  });

  it('names the flash sales in the shopper’s language on home, their page, the list and a product in one', async () => {
    const sales = await t.db.selectFrom('flash_sales').select(['id', 'name']).orderBy('start_date').execute();
    const [running, incoming] = sales;
    if (!running || !incoming) throw new Error('the demo has a running and an upcoming flash sale');
    const [onSale] = await t.db
      .selectFrom('flash_sale_products')
      .select('product_id')
      .where('flash_sale_id', '=', running.id)
      .whereRef('sold', '<', 'quantity')
      .execute();
    const arabic = await data('/api/home', 'ar');
    expect(arabic.running_flash_sale.name).toBe('تخفيضات خاطفة كبرى');
    expect(arabic.incoming_flash_sale.name).toBe('تخفيضات نهاية الأسبوع الخاطفة');
    expect((await data(`/api/flash-sale/${incoming.id}/details`, 'fr')).flash_sale.name).toBe(
      'Vente flash du week-end',
    );
    expect((await data('/api/flash-sales', 'fr')).running_flash_sale.name).toBe('Méga vente flash');
    expect((await data(`/api/product-details?product_id=${onSale?.product_id}`, 'ar')).product.flash_sale.name).toBe(
      'تخفيضات خاطفة كبرى',
    );
    expect((await data('/api/home', 'en')).running_flash_sale.name).toBe(running.name);
  });

  it('names a flash sale’s categories in the shopper’s language, in its alphabetical order', async () => {
    const sale = await t.db.selectFrom('flash_sales').select('id').orderBy('start_date').executeTakeFirstOrThrow();
    type Named = { id: number; name: string };
    const english: Named[] = (await data(`/api/flash-sale/${sale.id}/details`, 'en')).flash_sale.categories;
    const arabic: Named[] = (await data(`/api/flash-sale/${sale.id}/details`, 'ar')).flash_sale.categories;
    expect(english.length).toBeGreaterThan(1);
    const names = categoryNames as Record<string, { ar: string }>;
    const expected = english.map((c) => ({ id: c.id, name: names[c.name]?.ar }));
    expect(arabic).toEqual(expected.sort((a, b) => String(a.name).localeCompare(String(b.name), 'ar')));
  });

  it('serves about us and the legal pages in Arabic and French, each section’s heading and text', async () => {
    for (const page of PAGES) {
      const texts = (pageTexts as Record<string, Record<'ar' | 'fr', { title: string; sections: string[][] }>>)[
        page.slug
      ];
      for (const locale of ['ar', 'fr'] as const) {
        const { content } = await data(`/api/legal-pages/${page.slug}`, locale);
        expect(content.title).toBe(texts?.[locale].title);
        // As many sections as the English page, each a heading and its text in the language.
        expect(texts?.[locale].sections).toHaveLength(page.sections.length);
        expect(content.description).toBe(pageBody(texts?.[locale].sections ?? []));
        expect(content.description).toContain(`<h2>${texts?.[locale].sections[0]?.[0]}</h2>`);
      }
      const english = (await data(`/api/legal-pages/${page.slug}`, 'en')).content;
      expect(english.title).toBe(page.title);
      expect(english.description).toContain(`<h2>${page.sections[0]?.[0]}</h2>`);
    }
  });

  it('lists blog posts and categories in the shopper’s language', async () => {
    const english = await data('/api/blogs?per_page=50', 'en');
    const french = await data('/api/blogs?per_page=50', 'fr');
    expect(french.blogs.map((b: BlogCard) => b.id)).toEqual(english.blogs.map((b: BlogCard) => b.id));
    english.blogs.forEach((post: BlogCard, i: number) => {
      const text = (blogTexts.posts as Record<string, { fr: { title: string; summary: string } }>)[post.title]?.fr;
      expect(french.blogs[i].title).toBe(text?.title);
      expect(french.blogs[i].short_description).toBe(text?.summary);
    });
    const frenchCategories = Object.values(blogTexts.categories).map((c) => c.fr.name);
    expect(french.categories.map((c: { name: string }) => c.name).sort()).toEqual([...frenchCategories].sort());
    for (const post of french.blogs as BlogCard[]) expect(frenchCategories).toContain(post.category.name);
  });

  it('shows a blog post in Arabic: title, body with its headings, category and related posts', async () => {
    const post = await t.db
      .selectFrom('blogs')
      .select(['slug', 'title'])
      .where('title', '=', 'Seasoning and Caring for Cast Iron')
      .executeTakeFirstOrThrow();
    const arabic = await data(`/api/blog/${post.slug}/details`, 'ar');
    const text = blogTexts.posts['Seasoning and Caring for Cast Iron'].ar;
    expect(arabic.blog.title).toBe(text.title);
    expect(arabic.blog.description).toContain(`<h2>${blogTexts.headings.ar.tips}</h2>`);
    for (const tip of text.tips) expect(arabic.blog.description).toContain(`<li>${tip}</li>`);
    expect(arabic.blog.category.name).toBe(blogTexts.categories['home-living'].ar.name);
    const arabicTitles = Object.values(blogTexts.posts).map((p) => p.ar.title);
    for (const related of arabic.related_blogs as BlogCard[]) expect(arabicTitles).toContain(related.title);
    const english = await data(`/api/blog/${post.slug}/details`, 'en');
    expect(english.blog.title).toBe(post.title);
    // Tags read in Arabic, while the related products, chosen by the post's own tags, stay the same.
    const tags = blogTagTexts as Record<string, { ar: string }>;
    expect(arabic.blog.tags).toEqual((english.blog.tags as string[]).map((tag) => tags[tag]?.ar));
    const ids = (answer: { related_products: ProductCard[] }) => answer.related_products.map((p) => p.id);
    expect(ids(arabic)).toEqual(ids(english));
  });
});

describe('the header menu and the footer in the shopper’s language', () => {
  type Footer = { title: string; items: { type: string; title: string }[] };

  it('names the menus and the footer’s columns and links, and leaves addresses alone', async () => {
    const english: Master = await data('/api/master', 'en');
    const arabic: Master = await data('/api/master', 'ar');
    const texts = navigationTexts as Record<string, { ar: string }>;
    expect(arabic.menus.map((m) => m.name)).toEqual(english.menus.map((m) => texts[m.name]?.ar));
    expect(arabic.menus.map((m) => m.url)).toEqual(english.menus.map((m) => m.url));
    const footers = (master: Master) => master.footers as Footer[];
    expect(footers(arabic).map((g) => g.title)).toEqual(footers(english).map((g) => texts[g.title]?.ar));
    const items = (master: Master) => footers(master).flatMap((g) => g.items);
    items(english).forEach((item, i) => {
      const shown = items(arabic)[i]?.title;
      if (item.type === 'email' || item.type === 'phone' || item.type === 'logo') expect(shown).toBe(item.title);
      else expect(shown).toBe(texts[item.title]?.ar);
    });
  });

  it('writes the copyright line and the description in the language, and falls back to the owner’s own', async () => {
    const texts = navigationTexts as Record<string, { ar: string; fr: string }>;
    const english: Master = await data('/api/master', 'en');
    const arabic: Master = await data('/api/master', 'ar');
    expect(english.web_footer_text).toBe('All right reserved by company');
    expect(arabic.web_footer_text).toBe(texts[english.web_footer_text!]?.ar);
    expect(arabic.web_footer_description).toBe(texts[english.web_footer_description!]?.ar);
    expect((await data('/api/master', 'fr')).web_footer_description).toBe(texts[english.web_footer_description!]?.fr);

    // An owner's new wording has no translation yet: every language shows it as written.
    await t.db
      .deleteFrom('translations')
      .where('entity', '=', 'setting')
      .where('field', '=', 'web_footer_text')
      .execute();
    expect((await data('/api/master', 'ar')).web_footer_text).toBe(english.web_footer_text);
  });
});

describe('support ticket issue types in the shopper’s language', () => {
  it('names the issue types in the list and on the shopper’s tickets', async () => {
    const english = await data('/api/ticket-issue-types', 'en');
    const french = await data('/api/ticket-issue-types', 'fr-FR');
    expect(english.issue_types.map((i: { name: string }) => i.name)).toContain('Delivery issue');
    expect(french.issue_types.map((i: { id: number }) => i.id)).toEqual(
      english.issue_types.map((i: { id: number }) => i.id),
    );
    expect(french.issue_types.map((i: { name: string }) => i.name)).toContain('Problème de livraison');
    expect(french.issue_types.map((i: { name: string }) => i.name)).not.toContain('Delivery issue');

    const customer = await registerCustomer(t);
    const delivery = english.issue_types.find((i: { name: string }) => i.name === 'Delivery issue');
    const created = await createTicket(t, customer.token, ticketFields(delivery.id));
    expect(created.statusCode, created.body).toBe(200);
    const ticketNo = created.json().data.support_ticket.ticket_no;
    const list = await data('/api/support-tickets', 'ar', customer.token);
    expect(list.support_tickets[0].issue_type).toBe('مشكلة في التوصيل');
    const shown = await data(`/api/support-ticket/show?ticket_number=${ticketNo}`, 'fr', customer.token);
    expect(shown.support_ticket.issue_type).toBe('Problème de livraison');
  });
});

describe('search by translated names without regard to accents', () => {
  const search = (words: string, language: string) =>
    data(`/api/products?search=${encodeURIComponent(words)}&per_page=100`, language);

  it('finds “Crème” for “creme” and “CRÈME” in French', async () => {
    for (const words of ['creme de nuit', 'CRÈME nuit', 'Crème coiffante']) {
      const found = await search(words, 'fr');
      expect(found.products.length, words).toBeGreaterThan(0);
      expect(found.total).toBe(found.products.length);
      for (const product of found.products as ProductCard[]) expect(product.name).toMatch(/^Crème /);
    }
    const night = (await search('creme de nuit', 'fr')).products as ProductCard[];
    expect(night.some((p) => p.name.startsWith('Crème de nuit'))).toBe(true);
    expect((await search('creme', 'en')).total).toBe(0);
  });

  it('finds Arabic names typed without their hamza seat', async () => {
    // "مصباح أرضي" (floor lamp) typed as "مصباح ارضي".
    const found = await search('مصباح ارضي', 'ar');
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products as ProductCard[]) expect(product.name).toContain('مصباح أرضي');
  });

  it('finds an Arabic word typed without its article, and a French name written a moment ago', async () => {
    const named = await t.db
      .selectFrom('translations')
      .select(['entity_id', 'value'])
      .where('entity', '=', 'product')
      .where('field', '=', 'name')
      .where('locale', '=', 'ar')
      .where('value', 'like', '% ال%')
      .orderBy('entity_id')
      .executeTakeFirstOrThrow();
    const defined = named.value.split(' ').find((word) => word.startsWith('ال') && word.length > 3)!;
    const bare = defined.slice(2);
    const found = await data(`/api/products?search=${encodeURIComponent(bare)}&per_page=100`, 'ar');
    expect(found.total).toBeGreaterThan(0);
    for (const product of found.products as ProductCard[]) {
      expect(
        product.name.split(' ').some((word) => word === bare || word === `ال${bare}`),
        product.name,
      ).toBe(true);
    }
    // Words match from their start, as the original text's full-text index has them: not inside a word.
    expect((await search(bare.slice(1), 'ar')).products.map((p: ProductCard) => p.name)).not.toContain(named.value);

    await t.db
      .updateTable('translations')
      .set({ value: 'Sabot zénithal' })
      .where('entity', '=', 'product')
      .where('field', '=', 'name')
      .where('locale', '=', 'fr')
      .where('entity_id', '=', named.entity_id)
      .execute();
    await catchUpSuggestions(t.db);
    expect((await search('zenith', 'fr')).products.map((p: ProductCard) => p.id)).toEqual([named.entity_id]);
  });
});
