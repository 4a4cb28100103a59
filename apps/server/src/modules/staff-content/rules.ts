import { CONTENT_LIMITS } from '@souk/contract';
import { AppError } from '../../lib/app-error.ts';
import { slugify } from '../../lib/slug.ts';
import { cleanRichText } from '../seller-products/rich-text.ts';

/** Refusals by field, each with its messages. */
export type Problems = Record<string, string[]>;

/** Answers 422 with every problem found, when there is one. */
export function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

/** Whether sanitised HTML still says something: markup alone (`<p></p>`) says nothing. */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * A rich text as kept: sanitised as a product's description is (scripts, styles, event handlers
 * and any other markup dropped), and null when nothing readable is left.
 */
export function cleanBody(html: string | null): string | null {
  const clean = cleanRichText(html);
  return clean !== null && hasText(clean) ? clean : null;
}

/**
 * A required rich text, sanitised; a refusal of `field` when nothing readable is left (a body
 * of scripts alone, say) is added to `problems`.
 */
export function requiredBody(html: string, field: string, label: string, problems: Problems): string {
  const clean = cleanBody(html);
  if (clean === null) problems[field] = [`The ${label} field is required.`];
  return clean ?? '';
}

/**
 * The slug sent, or one made from the title (or name): lower-case ASCII, cut to the longest a
 * slug may be. A title with nothing to make one from (another script) needs a slug typed.
 */
export function slugFor(slug: string | null, source: { text: string; label: string }, problems: Problems): string {
  if (slug !== null) return slug;
  const made = slugify(source.text).slice(0, CONTENT_LIMITS.slug).replace(/-+$/, '');
  if (made === '' || /^\d+$/.test(made)) {
    problems.slug = [`The slug field is required: the ${source.label} gives no letters to make one from.`];
  }
  return made;
}

export const SLUG_TAKEN = 'The slug has already been taken.';
