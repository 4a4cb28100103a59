import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslatedEntity, TranslationsTable } from '../db/types.ts';
import { SETTINGS_TEXT_ID } from '../db/types/translation.ts';
import { COPYRIGHT, FOOTER_DESCRIPTION } from './brand.ts';
import { BLOG } from './blog-posts.ts';
import { pageBody, postBody } from './content.ts';
import blogTagTexts from './lang/content/blog-tags.json' with { type: 'json' };
import blogTexts from './lang/content/blog.json' with { type: 'json' };
import navigationTexts from './lang/content/navigation.json' with { type: 'json' };
import pageTexts from './lang/content/pages.json' with { type: 'json' };
import shopTexts from './lang/content/shops.json' with { type: 'json' };
import { SHOPS, type ShopSpec } from './shop-specs.ts';
import { shopDescription } from './shops.ts';
import { type Locale, LOCALES, translationRow } from './translation-row.ts';

type ShopTexts = Record<string, Record<Locale, { tagline: string; about: string }>>;
type PageTexts = Record<string, Record<Locale, { title: string; sections: string[][] }>>;
type BlogTexts = {
  headings: Record<Locale, { tips: string; start: string }>;
  categories: Record<string, Record<Locale, { name: string; intro: string; outro: string }>>;
  posts: Record<string, Record<Locale, { title: string; summary: string; tips: string[] }>>;
};

/** A delivery time on its own ("2 à 4 jours") and as a sentence says it ("en 2 à 4 jours"). */
interface Delivery {
  label: string;
  inSentence: string;
}

/** "2-4 days" and "Same day", the forms the demo shops' delivery times take, in each language. */
const DELIVERY: Record<Locale, { days: (from: string, to: string) => Delivery; sameDay: Delivery }> = {
  ar: {
    days: (from, to) => ({ label: `من ${from} إلى ${to} أيام`, inSentence: `خلال ${from} إلى ${to} أيام` }),
    sameDay: { label: 'في اليوم نفسه', inSentence: 'في اليوم نفسه' },
  },
  fr: {
    days: (from, to) => ({ label: `${from} à ${to} jours`, inSentence: `en ${from} à ${to} jours` }),
    sameDay: { label: 'Le jour même', inSentence: 'le jour même' },
  },
};

function deliveryTime(shop: ShopSpec, locale: Locale): Delivery {
  if (shop.delivery === 'Same day') return DELIVERY[locale].sameDay;
  const days = /^(\d+)-(\d+) days$/.exec(shop.delivery);
  if (!days?.[1] || !days[2]) throw new Error(`no translation for the delivery time "${shop.delivery}"`);
  return DELIVERY[locale].days(days[1], days[2]);
}

/** The English description's second paragraph (seed/shops.ts), in each language. */
const HOURS_AND_DELIVERY: Record<Locale, (shop: ShopSpec, delivery: Delivery) => string> = {
  ar: (shop, delivery) =>
    `مفتوح يوميًا من ${shop.hours[0]} إلى ${shop.hours[1]}. تصل الطلبات ${delivery.inSentence}${
      shop.deliveryCharge === 0 ? ' مع توصيل مجاني' : ''
    }.`,
  fr: (shop, delivery) =>
    `Ouvert tous les jours de ${shop.hours[0]} à ${shop.hours[1]}. Les commandes arrivent ${delivery.inSentence}${
      shop.deliveryCharge === 0 ? ' avec la livraison gratuite' : ''
    }.`,
};

/** Arabic and French taglines, descriptions and delivery times of the twelve demo shops. */
async function shopRows(db: Kysely<Database>): Promise<Insertable<TranslationsTable>[]> {
  const ids = new Map((await db.selectFrom('shops').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]));
  return SHOPS.flatMap((shop) => {
    const id = ids.get(shop.slug);
    const texts = (shopTexts as ShopTexts)[shop.slug];
    if (id === undefined) return [];
    if (!texts) throw new Error(`no translation for the shop ${shop.slug}`);
    return LOCALES.flatMap((locale) => {
      const delivery = deliveryTime(shop, locale);
      const text = texts[locale];
      return [
        translationRow('shop', id, locale, 'short_description', text.tagline),
        translationRow(
          'shop',
          id,
          locale,
          'description',
          shopDescription(text.about, HOURS_AND_DELIVERY[locale](shop, delivery)),
        ),
        translationRow('shop', id, locale, 'estimated_delivery_time', delivery.label),
      ];
    });
  });
}

/** Arabic and French names of the blog's categories and titles, summaries, bodies and tags of its posts. */
async function blogRows(db: Kysely<Database>): Promise<Insertable<TranslationsTable>[]> {
  const texts = blogTexts as BlogTexts;
  const [categories, posts] = await Promise.all([
    db.selectFrom('blog_categories').select(['id', 'slug']).execute(),
    db.selectFrom('blogs').select(['id', 'title']).execute(),
  ]);
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const postIds = new Map(posts.map((p) => [p.title, p.id]));
  return BLOG.flatMap((category) => {
    const categoryText = texts.categories[category.slug];
    if (!categoryText) throw new Error(`no translation for the blog category ${category.slug}`);
    const categoryId = categoryIds.get(category.slug);
    return LOCALES.flatMap((locale) => [
      ...(categoryId === undefined
        ? []
        : [translationRow('blog_category', categoryId, locale, 'name', categoryText[locale].name)]),
      ...category.posts.flatMap((post) => {
        const postId = postIds.get(post.title);
        const text = texts.posts[post.title]?.[locale];
        if (!text) throw new Error(`no translation for the blog post "${post.title}"`);
        if (postId === undefined) return [];
        return [
          translationRow('blog', postId, locale, 'title', text.title),
          translationRow('blog', postId, locale, 'short_description', text.summary),
          translationRow(
            'blog',
            postId,
            locale,
            'description',
            postBody(text, categoryText[locale], texts.headings[locale]),
          ),
          translationRow('blog', postId, locale, 'tags', JSON.stringify(post.tags.map((tag) => blogTag(tag)[locale]))),
        ];
      }),
    ]);
  });
}

/** About us and the legal pages, titles and bodies, in each language. */
async function pageRows(db: Kysely<Database>): Promise<Insertable<TranslationsTable>[]> {
  const pages = await db.selectFrom('pages').select(['id', 'slug']).execute();
  return pages.flatMap((page) => {
    const texts = (pageTexts as PageTexts)[page.slug];
    if (!texts) throw new Error(`no translation for the page ${page.slug}`);
    return LOCALES.flatMap((locale) => [
      translationRow('page', page.id, locale, 'title', texts[locale].title),
      translationRow('page', page.id, locale, 'description', pageBody(texts[locale].sections)),
    ]);
  });
}

/**
 * The header menu's names, the footer's titles and texts (not the e-mail address, phone number
 * or logo name) and its copyright and description (settings) in each language, looked up by
 * their English text.
 */
async function navigationRows(db: Kysely<Database>): Promise<Insertable<TranslationsTable>[]> {
  const [menus, groups, items] = await Promise.all([
    db.selectFrom('menus').select(['id', 'name as text']).execute(),
    db.selectFrom('footer_groups').select(['id', 'title as text']).execute(),
    db
      .selectFrom('footer_items')
      .select(['id', 'title as text'])
      .where('type', 'in', ['link', 'text', 'social_links', 'app_store'])
      .execute(),
  ]);
  const rows = (entity: TranslatedEntity, field: TranslationsTable['field'], list: { id: number; text: string }[]) =>
    list.flatMap(({ id, text }) =>
      LOCALES.map((locale) => translationRow(entity, id, locale, field, navigationText(text)[locale])),
    );
  return [
    ...rows('menu', 'name', menus),
    ...rows('footer_group', 'title', groups),
    ...rows('footer_item', 'title', items),
    ...rows('setting', 'web_footer_text', [{ id: SETTINGS_TEXT_ID, text: COPYRIGHT }]),
    ...rows('setting', 'web_footer_description', [{ id: SETTINGS_TEXT_ID, text: FOOTER_DESCRIPTION }]),
  ];
}

function blogTag(tag: string): Record<Locale, string> {
  const translated = (blogTagTexts as Record<string, Record<Locale, string>>)[tag];
  if (!translated) throw new Error(`no translation for the blog tag "${tag}"`);
  return translated;
}

function navigationText(text: string): Record<Locale, string> {
  const translated = (navigationTexts as Record<string, Record<Locale, string>>)[text];
  if (!translated) throw new Error(`no translation for the navigation text "${text}"`);
  return translated;
}

/** The shops', the blog's, the pages' and the navigation's texts in the demo's other languages. */
export async function contentTranslationRows(db: Kysely<Database>): Promise<Insertable<TranslationsTable>[]> {
  return [...(await shopRows(db)), ...(await blogRows(db)), ...(await pageRows(db)), ...(await navigationRows(db))];
}
