import {
  type Category,
  findCategory,
  type HomeResponse,
  JUST_FOR_YOU_PAGE_SIZE,
  type ProductCard,
  type ProductDetailsResponse,
  PRODUCTS_PER_PAGE,
} from '@souk/contract';
import type { FastifyRequest } from 'fastify';
import { escapeHtml, jsonLdText } from './text.ts';

/**
 * The API answers a page's first screen asks for, keyed by the URL the storefront asks them
 * with, and the picture that screen shows largest. The storefront takes an answer from here
 * instead of the network (apps/web/src/lib/first-screen.ts), and the picture's preload lets
 * the browser fetch it while the scripts still load: the page paints without a round trip.
 */
export interface FirstScreen {
  /** The language the answers are written in: the storefront uses them only in that language. */
  locale: string;
  answers: Record<string, unknown>;
  image?: string;
  /** Whether the answers hold the screen's own data too, not only the shell's: worth drawing. */
  whole: boolean;
}

/** Asks this server for `url`'s data; `written` shapes what the page carries of it. */
type Ask = (url: string, written?: (data: unknown) => unknown) => Promise<unknown>;

/**
 * The first screen of `path` in `locale`, asked of this server as the storefront would ask it
 * (same routes, same answers, same response cache), signed out. Every page the server renders
 * gets the shell's calls (master data, messages); home, a category's list and a product's
 * details get their own data too. A page whose URL carries a query other than `?lang=`
 * (filters, a page number) gets only the shell's: its list is not the one asked for here.
 */
export async function firstScreen(
  request: FastifyRequest,
  url: URL,
  path: string,
  locale: string,
): Promise<FirstScreen> {
  const answers: Record<string, unknown> = {};
  const ask: Ask = async (apiUrl, written = (data) => data) => {
    const res = await request.server.inject({
      url: apiUrl,
      headers: { host: request.headers.host ?? 'localhost', 'accept-language': locale },
    });
    if (res.statusCode !== 200) return undefined;
    const { data } = res.json<{ data: unknown }>();
    answers[apiUrl] = written(data);
    return data;
  };
  // `?lang=` names the language (the storefront adopts it), not what the screen lists.
  const query = new URLSearchParams(url.search);
  query.delete('lang');
  const [, , page] = await Promise.all([
    ask('/api/master'),
    ask(`/api/lang/${encodeURIComponent(locale)}`, ownWordsOnly),
    query.size === 0 ? pageData(path, ask) : undefined,
  ]);
  return { locale, answers, whole: page !== undefined, ...(page?.image ? { image: page.image } : {}) };
}

/**
 * A language's messages less those that read as their own key: the storefront shows a missing
 * message's key (apps/web/src/lib/i18n.ts), so the page draws the same, and an
 * English page carries none of its 500-odd messages (some 6 kB of its 22 kB).
 */
function ownWordsOnly(messages: unknown): unknown {
  if (typeof messages !== 'object' || messages === null) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([key, text]) => text !== key));
}

/**
 * Asks for the page's own data, for the pages that have it written in advance; answers the URL
 * of its largest picture, if it has one.
 */
async function pageData(path: string, ask: Ask): Promise<{ image?: string | undefined } | undefined> {
  if (path === '/') {
    const home = (await ask(`/api/home?page=1&per_page=${JUST_FOR_YOU_PAGE_SIZE}`)) as HomeResponse | undefined;
    // The banner slider's first slide.
    return { image: home?.banners[0]?.thumbnail };
  }
  const product = /^\/products\/([^/]+)\/details$/.exec(path)?.[1];
  if (product !== undefined) {
    const id = Number(decodeURIComponent(product));
    if (!Number.isInteger(id)) return undefined;
    const details = (await ask(`/api/product-details?product_id=${id}`)) as ProductDetailsResponse | undefined;
    // The gallery's first picture (a video shows no picture to preload).
    const first = details?.product.thumbnails[0];
    return {
      image: first
        ? first.type === 'image'
          ? first.url || details.product.thumbnail
          : undefined
        : details?.product.thumbnail,
    };
  }
  const slug = /^\/categories\/([^/]+)$/.exec(path)?.[1];
  if (slug !== undefined) {
    const list = (await ask('/api/categories?per_page=100')) as { categories: Category[] } | undefined;
    const category = list && findCategory(list.categories, decodeURIComponent(slug));
    if (!category) return undefined;
    const products = (await ask(`/api/products?category_id=${category.id}&per_page=${PRODUCTS_PER_PAGE}`)) as
      { products: ProductCard[] } | undefined;
    return { image: products?.products[0]?.thumbnail };
  }
  return undefined;
}

/** The id of the `<script type="application/json">` block the storefront reads the answers from. */
const FIRST_SCREEN_ID = 'first-screen';

/**
 * The head tags: the picture's preload (fetched first, before the scripts' work is done) and
 * the answers as JSON data, which the CSP's script-src does not govern.
 */
export function firstScreenTags({ image, locale, answers }: FirstScreen): string[] {
  return [
    image ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />` : '',
    `<script type="application/json" id="${FIRST_SCREEN_ID}">${jsonLdText({ locale, answers })}</script>`,
  ];
}
