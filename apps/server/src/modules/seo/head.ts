import { themeColorKeys, themeProperty } from '@souk/contract';
import { jsonLdText, escapeHtml as e } from './text.ts';
import type { PageMeta } from './page-meta.ts';
import { absoluteUrl } from './origin.ts';
import { type FirstScreen, firstScreenTags } from './first-screen.ts';

export interface Language {
  name: string;
  direction: 'ltr' | 'rtl';
}

export interface HeadInput {
  meta: PageMeta;
  appName: string;
  /** The app's description: the page's own when it has none. */
  appDescription: string;
  origin: string | undefined;
  /** The page path without query, as the canonical URL names it. */
  path: string;
  languages: Language[];
  /** The language the page is served in, and whether the URL named it (`?lang=`). */
  language: Language;
  languageInUrl: boolean;
  /** What the page's first screen asks for, answered in advance (see first-screen.ts). */
  firstScreen?: FirstScreen;
  /** The screen's script files, preloaded after the page's own scripts (see screen-chunks.ts). */
  screenChunks?: string[];
  /** The shop's theme colours (settings), drawn from the first paint on. */
  themeColors?: Record<string, string>;
}

const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
  value ? `<meta ${attr}="${key}" content="${e(value)}" />` : '';
const link = (rel: string, href: string | undefined, extra = '') =>
  href ? `<link rel="${rel}"${extra} href="${e(href)}" />` : '';

/**
 * The head tags of a page: title, description, canonical and hreflang links, Open Graph and
 * Twitter cards, JSON-LD. Language versions are the same path with `?lang={name}`; the bare
 * path is the x-default. A page that does not exist gets only a noindex robots tag.
 */
export function headTags(input: HeadInput): string {
  const { meta: page, origin, path } = input;
  if (!page.found) return '<meta name="robots" content="noindex" />';
  const title = page.title ? `${page.title} - ${input.appName}` : input.appName;
  const description = page.description || input.appDescription;
  const base = origin ? `${origin}${path}` : undefined;
  const variant = (name: string) => base && `${base}?lang=${encodeURIComponent(name)}`;
  const url = input.languageInUrl ? variant(input.language.name) : base;
  const image = absoluteUrl(origin, page.image);
  const tags = [
    `<title>${e(title)}</title>`,
    meta('name', 'description', description),
    link('canonical', url),
    ...(input.languages.length > 1
      ? [
          ...input.languages.map((l) => link('alternate', variant(l.name), ` hreflang="${e(l.name)}"`)),
          link('alternate', base, ' hreflang="x-default"'),
        ]
      : []),
    meta('property', 'og:title', page.title ?? input.appName),
    meta('property', 'og:description', description),
    meta('property', 'og:type', page.type),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:site_name', input.appName),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title ?? input.appName),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // Data, not script: CSP script-src does not apply to it, so no inline-script allowance is needed.
    page.jsonLd ? `<script type="application/ld+json">${jsonLdText(page.jsonLd)}</script>` : '',
    ...(input.firstScreen ? firstScreenTags(input.firstScreen) : []),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The description index.html itself carries: the app description when the settings have none. */
export function templateDescription(html: string): string {
  return /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i.exec(html)?.[1] ?? '';
}

/** A colour `<html style>` may carry: hex, or a colour function of numbers; others are left to the storefront. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgba?|hsla?|oklch|oklab|lch|lab)\([\d\s.,%/+-]*\))$/i;

/**
 * The shop's palette as `<html>`'s style, as the storefront's applyThemeColors sets it, so the
 * page paints in the shop's colours and hydrating it restyles nothing. Empty unless all twelve
 * are plain colours (a partial palette is one the storefront does not apply either).
 */
function themeStyle(colors: Record<string, string> | undefined): string {
  if (!colors || !themeColorKeys.every((key) => COLOUR.test(colors[key] ?? ''))) return '';
  return ` style="${e(themeColorKeys.map((key) => `${themeProperty(key)}:${colors[key]}`).join(';'))}"`;
}

/**
 * index.html with the page's tags in its head: its own title (and description, when the page
 * writes one) give way, `<html lang dir>` follow the page's language and `<html style>` holds
 * the shop's palette.
 */
export function injectHead(html: string, input: HeadInput): string {
  const tags = headTags(input);
  const stripped = input.meta.found ? html.replace(TITLE, '').replace(DESCRIPTION, '') : html;
  const preloads = (input.screenChunks ?? []).map((file) => `  ${link('modulepreload', file, ' crossorigin')}\n  `);
  return stripped
    .replace(/<\/head>/i, `${preloads.join('')}</head>`)
    .replace(
      /<html[^>]*>/i,
      `<html lang="${e(input.language.name)}" dir="${input.language.direction}"${themeStyle(input.themeColors)}>`,
    )
    .replace(/<meta charset[^>]*>|<\/head>/i, (at) =>
      // Right after the charset declaration, which must stay first; else at the end of the head.
      at.startsWith('<meta') ? `${at}\n    ${tags}` : `  ${tags}\n  </head>`,
    );
}

/**
 * index.html with the first screen's markup (server-render.ts) in the storefront's root, which
 * names the language it is drawn in: the storefront hydrates it only for a shopper reading the
 * same (apps/web/src/app/first-render.ts).
 */
export function injectRoot(html: string, markup: string | undefined, language: Language): string {
  if (markup === undefined) return html;
  return html.replace(
    /<div id="root"><\/div>/,
    // A function, so `$` sequences in the markup stay as they are.
    () => `<div id="root" data-locale="${e(language.name)}" data-direction="${language.direction}">${markup}</div>`,
  );
}
