import type { Language } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { slugify } from '../../lib/slug.ts';
import { listLanguages } from '../settings/queries.ts';

export type Problems = Record<string, string[]>;
export type Names = Record<string, string | null>;

/** The active languages, the default first: its names are the rows' own columns. */
export async function catalogueLanguages(db: Db): Promise<Language[]> {
  return (await listLanguages(db)).map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

export const SLUG_TAKEN = 'The slug has already been taken.';

/**
 * The slug a category or brand gets: the one typed, else one made from the name (null when the
 * name has no Latin letter or digit to make one from, which `slugProblems` refuses).
 */
export const slugFor = (name: string, typed: string | null): string | null =>
  typed ?? (slugify(name).slice(0, 255).replace(/-+$/, '') || null);

/** The refusal of a slug that could not be made, or that another row has. */
export function slugProblems(slug: string | null, taken: boolean): Problems {
  if (slug === null) {
    return { slug: ['The slug field is required: the name has no Latin letter or digit to make one from.'] };
  }
  return taken ? { slug: [SLUG_TAKEN] } : {};
}

/** "1 product is", "3 products are": a count and its words, for the refusals that say how many. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
