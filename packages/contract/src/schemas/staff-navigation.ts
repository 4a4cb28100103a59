import { z } from 'zod';
import { idSchema, optionalText, requiredText } from './common.ts';
import { footerItemTypes, languageSchema } from './settings.ts';

/** Platform staff's navigation pages: the header menu, the footer's columns and the social links. */

/** Where a link opens: the same tab or a new one. */
export const linkTargets = ['_self', '_blank'] as const;
export type LinkTarget = (typeof linkTargets)[number];

/** What a footer column's entry shows (storefront spec §2). */
export type FooterItemType = (typeof footerItemTypes)[number];

/**
 * The entries whose title is the shop's own words, shown as written and so translated: a logo
 * shows the footer logo, an e-mail address and a phone number read the same in every language.
 */
export const translatedFooterItemTypes: readonly FooterItemType[] = ['text', 'social_links', 'app_store', 'link'];
/** The entries whose title may be left blank: the logo shows a picture, the social links their icons. */
const untitledFooterItemTypes: readonly FooterItemType[] = ['logo', 'social_links'];

/** The longest texts, as the tables hold them. */
export const NAVIGATION_LIMITS = {
  menuName: 100,
  groupTitle: 100,
  itemTitle: 255,
  socialName: 50,
  url: 500,
} as const;

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeName = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/**
 * A text in the other languages by language name; a blank one has none there (shoppers read the
 * default language's). Each language sent replaces that language's text; those not sent keep theirs.
 */
function translationsInput(label: string, max: number) {
  return z.record(localeName, optionalText(label, max), { error: 'The translations must be an object.' }).default({});
}

/** An in-app path: one slash then anything but spaces ("/shops", "/page/about?x=1"), never "//host". */
const IN_APP_PATH = /^\/(?!\/)\S*$/;

/** Full addresses: a web page's (with its host), an e-mail address's, a phone number's. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const MAIL_OR_PHONE = /^(mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,20})$/i;

export const IN_APP_URL_MESSAGE = 'The url must be a path in the shop starting with /, such as /shops.';
export const EXTERNAL_URL_MESSAGE = 'The url must be a full web address starting with https:// or http://.';
const LINK_URL_MESSAGE =
  'The url must be a path in the shop starting with / (such as /shops) or a full address (https://…, mailto:, tel:).';

const urlInput = z
  .string({ error: 'The url field is required.' })
  .trim()
  .min(1, 'The url field is required.')
  .max(NAVIGATION_LIMITS.url, `The url may not be greater than ${NAVIGATION_LIMITS.url} characters.`);

const targetInput = z.enum(linkTargets, { error: 'The target must be _self or _blank.' });

/**
 * `POST /staff/navigation/menus` and `PUT …/menus/{id}`: a header menu link. An in-app link
 * (`is_external` false) is a path the storefront routes to; an external one a web address.
 */
export const staffMenuBodySchema = z
  .object({
    name: requiredText('name', NAVIGATION_LIMITS.menuName),
    url: urlInput,
    target: targetInput.default('_self'),
    is_external: z.boolean({ error: 'The external field must be true or false.' }),
    translations: translationsInput('name', NAVIGATION_LIMITS.menuName),
  })
  .superRefine((body, ctx) => {
    // A blank url is refused as required already.
    if (body.url === '') return;
    if (body.is_external ? !WEB_ADDRESS.test(body.url) : !IN_APP_PATH.test(body.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: body.is_external ? EXTERNAL_URL_MESSAGE : IN_APP_URL_MESSAGE,
      });
    }
  });
export type StaffMenuBody = z.input<typeof staffMenuBodySchema>;
export type StaffMenuValues = z.output<typeof staffMenuBodySchema>;

/** `POST /staff/navigation/footer-groups` and `PUT …/footer-groups/{id}`: a footer column's heading. */
export const staffFooterGroupBodySchema = z.object({
  title: requiredText('title', NAVIGATION_LIMITS.groupTitle),
  translations: translationsInput('title', NAVIGATION_LIMITS.groupTitle),
});
export type StaffFooterGroupBody = z.input<typeof staffFooterGroupBodySchema>;
export type StaffFooterGroupValues = z.output<typeof staffFooterGroupBodySchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write one: digits, spaces, +, -, dots and brackets, 5 to 20 of them. */
const PHONE = /^\+?[\d\s().-]{5,20}$/;

/**
 * `POST /staff/navigation/footer-groups/{id}/items` and `PUT …/footer-items/{id}`: one entry of
 * a column. Its `title` is what it shows: the text, the e-mail address, the phone number, the
 * app block's heading, the link's words (a logo's and the social icons' may be blank). Only a
 * link has a `url` and a `target`; the others' are ignored. Translations are kept only for the
 * types whose title is the shop's words (`translatedFooterItemTypes`).
 */
export const staffFooterItemBodySchema = z
  .object({
    type: z.enum(footerItemTypes, { error: `The type must be one of ${footerItemTypes.join(', ')}.` }),
    title: optionalText('title', NAVIGATION_LIMITS.itemTitle).transform((title) => title ?? ''),
    url: optionalText('url', NAVIGATION_LIMITS.url),
    target: targetInput.default('_self'),
    translations: translationsInput('title', NAVIGATION_LIMITS.itemTitle),
  })
  .superRefine((body, ctx) => {
    const problem = (path: 'title' | 'url', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.title === '' && !untitledFooterItemTypes.includes(body.type))
      problem('title', 'The title field is required.');
    else if (body.type === 'email' && !EMAIL.test(body.title))
      problem('title', 'The title must be a valid email address.');
    else if (body.type === 'phone' && !PHONE.test(body.title)) problem('title', 'The title must be a phone number.');
    if (body.type !== 'link') return;
    if (body.url === null) problem('url', 'The url field is required.');
    else if (!IN_APP_PATH.test(body.url) && !WEB_ADDRESS.test(body.url) && !MAIL_OR_PHONE.test(body.url)) {
      problem('url', LINK_URL_MESSAGE);
    }
  });
export type StaffFooterItemBody = z.input<typeof staffFooterItemBodySchema>;
export type StaffFooterItemValues = z.output<typeof staffFooterItemBodySchema>;

/**
 * `POST /staff/navigation/social-links` and `PUT …/social-links/{id}`: a social network's link.
 * The logo is a picture of this site (a path such as /uploads/social-facebook.svg): the
 * storefront's pages show pictures of their own origin only.
 */
export const staffSocialLinkBodySchema = z
  .object({
    name: requiredText('name', NAVIGATION_LIMITS.socialName),
    link: requiredText('link', NAVIGATION_LIMITS.url),
    logo: requiredText('logo', NAVIGATION_LIMITS.url),
  })
  .superRefine((body, ctx) => {
    if (!WEB_ADDRESS.test(body.link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'The link must be a full web address starting with https://.',
      });
    }
    if (!IN_APP_PATH.test(body.logo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['logo'],
        message: 'The logo must be a picture of this site, such as /uploads/social-facebook.svg.',
      });
    }
  });
export type StaffSocialLinkBody = z.input<typeof staffSocialLinkBodySchema>;
export type StaffSocialLinkValues = z.output<typeof staffSocialLinkBodySchema>;

/**
 * `POST …/{id}/move`: the place (from 0, the first) the entry moves to among its siblings; a
 * place past the end is the last. The others keep their order around it.
 */
export const staffNavigationMoveBodySchema = z.object({
  position: z
    .number({ error: 'The position must be a number.' })
    .int('The position must be a whole number.')
    .min(0, 'The position must be at least 0.')
    .max(10_000, 'The position may not be greater than 10000.'),
});
export type StaffNavigationMoveBody = z.input<typeof staffNavigationMoveBodySchema>;

export const staffNavigationParamsSchema = z.object({ id: idSchema });

/** A text in the other active languages, null where it has none. */
const translationsSchema = z.record(z.string(), z.string().nullable());

export const staffMenuSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  target: z.enum(linkTargets),
  is_external: z.boolean(),
  translations: translationsSchema,
});
export type StaffMenu = z.infer<typeof staffMenuSchema>;

export const staffFooterItemSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  type: z.enum(footerItemTypes),
  title: z.string(),
  url: z.string().nullable(),
  target: z.enum(linkTargets),
  translations: translationsSchema,
});
export type StaffFooterItem = z.infer<typeof staffFooterItemSchema>;

export const staffFooterGroupSchema = z.object({
  id: z.number(),
  title: z.string(),
  translations: translationsSchema,
  items: z.array(staffFooterItemSchema),
});
export type StaffFooterGroup = z.infer<typeof staffFooterGroupSchema>;

export const staffSocialLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  logo: z.string(),
});
export type StaffSocialLink = z.infer<typeof staffSocialLinkSchema>;

/**
 * `GET /staff/navigation` and the answer of every change: everything in the storefront's order,
 * with the languages (the default first) texts may be written in.
 */
export const staffNavigationSchema = z.object({
  menus: z.array(staffMenuSchema),
  footer_groups: z.array(staffFooterGroupSchema),
  social_links: z.array(staffSocialLinkSchema),
  languages: z.array(languageSchema),
});
export type StaffNavigation = z.infer<typeof staffNavigationSchema>;
