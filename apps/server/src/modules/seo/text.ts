/** Text that goes into HTML: `&`, `<`, `>` and both quotes, so it is safe in element text and in attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<` and `>` become \u003c and
 * \u003e so a name like `</script>` cannot close the block; `&` and the two JavaScript line
 * separators are escaped too, as JSON parsers read them all back unchanged.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text for a meta description: tags removed, common entities decoded, whitespace folded,
 * cut at a word boundary to about `max` characters (search engines show roughly 160).
 */
export function plainSummary(html: string | null | undefined, max = 160): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Text for XML element content (sitemaps). */
export const escapeXml = escapeHtml;
