import type { SellerShopBody, SellerShopProfile, Language } from '@souk/contract';

/** The form's values from the saved profile: missing texts as empty fields, one set per other language. */
export function formValues(shop: SellerShopProfile, languages: Language[]): SellerShopBody {
  const { id: _id, logo: _logo, banner: _banner, shop_status: _status, translations, ...own } = shop;
  return {
    ...own,
    translations: Object.fromEntries(
      languages
        .filter((language) => !language.is_default)
        .map((language) => {
          const texts = translations[language.name];
          return [
            language.name,
            {
              name: texts?.name ?? '',
              short_description: texts?.short_description ?? '',
              description: texts?.description ?? '',
              estimated_delivery_time: texts?.estimated_delivery_time ?? '',
            },
          ];
        }),
    ),
  };
}

/** The words of rich text, for a one-line hint (parsed inertly: nothing in it runs or loads). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Blocks end their words, as they do on the page: "age." and "Open" stay two words.
  for (const block of body.querySelectorAll('p, li, h2, h3, h4, blockquote, br')) block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
