/** Text helpers shared by the generators. */

const MARKUP = /[&<>"']/;

/** Escapes text for HTML and XML content and attribute values. */
export function escapeMarkup(text: string): string {
  // Most texts need nothing; a test finds that out without the replacement's callbacks.
  return MARKUP.test(text) ? text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : text;
}
