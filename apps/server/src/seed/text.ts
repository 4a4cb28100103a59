/** Text helpers shared by the generators. */

/** Escapes text for HTML and XML content and attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
