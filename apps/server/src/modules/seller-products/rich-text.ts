import sanitizeHtml from 'sanitize-html';

/**
 * What a product's long description may hold: text formatting, headings, lists, quotes and
 * links, no attributes but a link's address (http, https or mail) and its rel, no styles. Scripts,
 * styles and event handlers are dropped with their content; the storefront sanitises again
 * when it shows the text, but the console and any other reader of the API get it clean too.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link to another site gives it neither this page nor the credit of a link the shop vouches for.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
};

/** The description as kept: sanitised, and null when nothing is left of it. */
export function cleanRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean === '' ? null : clean;
}

/**
 * Texts sent in the other languages with each description sanitised as the default one is; a
 * null text stays null (translations' replaceTexts removes that language's).
 */
export function withCleanDescriptions<T extends { description: string | null }>(
  translations: Record<string, T>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, texts]) => [
      locale,
      { ...texts, description: cleanRichText(texts.description) },
    ]),
  );
}
