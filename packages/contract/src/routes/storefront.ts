import { z } from 'zod';
import { countriesResponseSchema } from '../schemas/account.ts';
import {
  categoriesResponseSchema,
  productDetailsQuerySchema,
  productDetailsResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  subCategoriesQuerySchema,
  subCategoriesResponseSchema,
} from '../schemas/catalog.ts';
import { idSchema, noDataSchema, paginationQuerySchema } from '../schemas/common.ts';
import {
  bannersResponseSchema,
  blogDetailsResponseSchema,
  blogParamsSchema,
  blogsQuerySchema,
  blogsResponseSchema,
  contactUsResponseSchema,
  flashSaleDetailsQuerySchema,
  flashSaleDetailsResponseSchema,
  flashSalesResponseSchema,
  homeQuerySchema,
  homeResponseSchema,
  legalPageParamsSchema,
  legalPageResponseSchema,
  supportBodySchema,
} from '../schemas/content.ts';
import { productsQuerySchema, productsResponseSchema } from '../schemas/product-query.ts';
import {
  healthSchema,
  languageMessagesSchema,
  localeParamSchema,
  masterQuerySchema,
  masterSchema,
  recaptchaSettingsSchema,
} from '../schemas/settings.ts';
import {
  shopCategoriesQuerySchema,
  shopResponseSchema,
  shopsResponseSchema,
  topShopsResponseSchema,
} from '../schemas/shop.ts';
import { suggestionsQuerySchema, suggestionsSchema } from '../schemas/suggestions.ts';
import { avatarQuerySchema } from '../schemas/user.ts';
import { storefrontEndpoints as at } from './endpoints/storefront.ts';
import { route } from './route.ts';

const idParams = z.object({ id: idSchema });

/** The site's settings and the storefront's strings: what every page draws itself with. */
const settings = {
  master: route(at.settings.master, {
    summary: "The site's settings, languages, currencies, menus and footer",
    tag: 'Settings',
    access: 'public',
    query: masterQuerySchema,
    data: masterSchema,
  }),
  messages: route(at.settings.messages, {
    summary: "The storefront's strings in one language",
    tag: 'Settings',
    access: 'public',
    params: localeParamSchema,
    data: languageMessagesSchema,
  }),
  recaptcha: route(at.settings.recaptcha, {
    summary: 'Whether reCAPTCHA guards sign-in, and its site key',
    tag: 'Settings',
    access: 'public',
    data: recaptchaSettingsSchema,
  }),
};

/** Load balancers and uptime monitors read their own small body, not the envelope. */
const health = {
  health: route(at.health.health, {
    summary: 'Whether the server and its database answer (503 while the database does not)',
    tag: 'Health',
    access: 'public',
    data: healthSchema,
    bare: true,
    failures: { 503: healthSchema },
  }),
};

/**
 * The catalogue. Lists of product cards are `personal`: a customer's token marks their
 * favourites on the cards.
 */
const productList = {
  tag: 'Catalogue',
  access: 'personal',
  query: productsQuerySchema,
  data: productsResponseSchema,
} as const;

const catalog = {
  home: route(at.catalog.home, {
    summary: 'Everything the home page shows; page and per_page page "just for you"',
    tag: 'Catalogue',
    access: 'personal',
    query: homeQuerySchema,
    data: homeResponseSchema,
  }),
  banners: route(at.catalog.banners, {
    summary: "The home page's slider banners",
    tag: 'Catalogue',
    access: 'public',
    data: bannersResponseSchema,
  }),
  categories: route(at.catalog.categories, {
    summary: 'A page of categories with their sub-categories (100 a page unless asked)',
    tag: 'Catalogue',
    access: 'public',
    query: paginationQuerySchema.partial(),
    data: categoriesResponseSchema,
  }),
  subCategories: route(at.catalog.subCategories, {
    summary: "A category's sub-categories",
    tag: 'Catalogue',
    access: 'public',
    query: subCategoriesQuerySchema,
    data: subCategoriesResponseSchema,
  }),
  products: route(at.catalog.products, {
    summary: 'Search and filter products: a page of cards, the total and the facets',
    ...productList,
  }),
  categoryProducts: route(at.catalog.categoryProducts, {
    summary: 'The product list under the name the original clients use for a category',
    ...productList,
  }),
  // The lists of the original's pages of these names: sorted as they are named, whatever sort_type says.
  bestDeal: route(at.catalog.bestDeal, {
    summary: 'The product list, best selling first (sort_type is ignored)',
    ...productList,
  }),
  mostPopular: route(at.catalog.mostPopular, {
    summary: 'The product list, most viewed first (sort_type is ignored)',
    ...productList,
  }),
  productDetails: route(at.catalog.productDetails, {
    summary: 'A product with its gallery, shop and sale, and related and popular products',
    tag: 'Catalogue',
    access: 'personal',
    query: productDetailsQuerySchema,
    data: productDetailsResponseSchema,
  }),
  reviews: route(at.catalog.reviews, {
    summary: "A product's or a shop's reviews, with the star breakdown",
    tag: 'Catalogue',
    access: 'public',
    query: reviewsQuerySchema,
    data: reviewsResponseSchema,
  }),
  flashSales: route(at.catalog.flashSales, {
    summary: 'The running flash sale and the next one',
    tag: 'Catalogue',
    access: 'public',
    data: flashSalesResponseSchema,
  }),
  flashSaleDetails: route(at.catalog.flashSaleDetails, {
    summary: 'A flash sale with a page of its products, optionally of one category',
    tag: 'Catalogue',
    access: 'personal',
    params: idParams,
    query: flashSaleDetailsQuerySchema,
    data: flashSaleDetailsResponseSchema,
  }),
};

const suggest = {
  suggestions: route(at.suggest.suggestions, {
    summary: 'Products, categories and shops whose names match what the shopper has typed',
    tag: 'Search',
    access: 'public',
    query: suggestionsQuerySchema,
    data: suggestionsSchema,
  }),
};

const shops = {
  shops: route(at.shops.shops, {
    summary: 'A page of shops',
    tag: 'Shops',
    access: 'public',
    query: paginationQuerySchema,
    data: shopsResponseSchema,
  }),
  topShops: route(at.shops.topShops, {
    summary: 'The ten best-rated shops',
    tag: 'Shops',
    access: 'public',
    data: topShopsResponseSchema,
  }),
  shop: route(at.shops.shop, {
    summary: 'A shop with its description, hours, delivery and banners',
    tag: 'Shops',
    access: 'public',
    params: idParams,
    data: shopResponseSchema,
  }),
  shopCategories: route(at.shops.shopCategories, {
    summary: 'The categories a shop sells in, each with the sub-categories it sells in',
    tag: 'Shops',
    access: 'public',
    query: shopCategoriesQuerySchema,
    data: categoriesResponseSchema,
  }),
};

const blog = {
  blogs: route(at.blog.blogs, {
    summary: 'A page of blog posts, optionally of one category, and the categories',
    tag: 'Blog',
    access: 'public',
    query: blogsQuerySchema,
    data: blogsResponseSchema,
  }),
  blog: route(at.blog.blog, {
    summary: 'A blog post by slug or id, with related and popular posts and related products',
    tag: 'Blog',
    access: 'public',
    params: blogParamsSchema,
    data: blogDetailsResponseSchema,
  }),
};

const pages = {
  legalPage: route(at.pages.legalPage, {
    summary: "A page's title and body (about us, privacy policy, terms, returns)",
    tag: 'Pages',
    access: 'public',
    params: legalPageParamsSchema,
    data: legalPageResponseSchema,
  }),
  contactUs: route(at.pages.contactUs, {
    summary: "The shop's contact details",
    tag: 'Pages',
    access: 'public',
    data: contactUsResponseSchema,
  }),
  sendSupportMessage: route(at.pages.sendSupportMessage, {
    summary: 'Send the public contact form to the shop (no account needed)',
    tag: 'Pages',
    access: 'public',
    body: supportBodySchema,
    data: noDataSchema,
  }),
};

const countries = {
  countries: route(at.countries.countries, {
    summary: 'Every country with its calling code, in name order',
    tag: 'Countries',
    access: 'public',
    data: countriesResponseSchema,
  }),
};

/** A user without a photo is drawn from their initials: an SVG image, not JSON. */
const avatar = {
  avatar: route(at.avatar.avatar, {
    summary: 'The picture of a user without a photo, drawn from their initials',
    tag: 'Avatars',
    access: 'public',
    query: avatarQuerySchema,
    data: z.string(),
    bare: true,
    media: 'image/svg+xml',
  }),
};

/** Routes of the storefront areas, each at its endpoint (endpoints/storefront.ts). */
export const storefrontRoutes = { settings, health, catalog, suggest, shops, blog, pages, countries, avatar };
