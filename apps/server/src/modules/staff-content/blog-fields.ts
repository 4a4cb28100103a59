import type { StaffBlogValues } from '@souk/contract';
import type { StaffBlogRowData } from '../blog/staff-queries.ts';
import { parseTags } from './blog-read.ts';
import type { FieldTexts } from './queries.ts';
import { cleanBody, type Problems, requiredBody, slugFor } from './rules.ts';

/** A post's own columns, as staff write them (the thumbnail is uploaded on its own). */
export interface BlogFields {
  category_id: number;
  title: string;
  slug: string;
  short_description: string | null;
  description: string;
  /** The JSON array the column holds. */
  tags: string;
  is_active: 0 | 1;
}
export type BlogField = keyof BlogFields;

/** Where posts' uploaded thumbnails are kept, under `uploads/`. */
export const BLOG_FOLDER = 'blogs';

export const NO_THUMBNAIL = 'A post is shown only with its thumbnail: upload one first.';

/** The body's columns (its description sanitised, its slug made from the title when blank); refusals go to `problems`. */
export function blogFields(body: StaffBlogValues, problems: Problems): BlogFields {
  return {
    category_id: body.category_id,
    title: body.title,
    slug: slugFor(body.slug, { text: body.title, label: 'title' }, problems),
    short_description: body.short_description,
    description: requiredBody(body.description, 'description', 'description', problems),
    tags: JSON.stringify(body.tags),
    is_active: body.is_active ? 1 : 0,
  };
}

/** The texts sent per language, as stored: the description sanitised, no tags kept as none. */
export function blogTexts(translations: StaffBlogValues['translations']): Record<string, FieldTexts> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, texts]) => [
      locale,
      {
        title: texts.title,
        short_description: texts.short_description,
        description: cleanBody(texts.description),
        tags: texts.tags.length > 0 ? JSON.stringify(texts.tags) : null,
      },
    ]),
  );
}

/** Fields as the audit log keeps them: tags as a list, the flag as true or false. */
export const audited = (fields: Partial<BlogFields>) => ({
  ...fields,
  ...(fields.tags === undefined ? {} : { tags: parseTags(fields.tags) }),
  ...(fields.is_active === undefined ? {} : { is_active: fields.is_active === 1 }),
});

/** The post's stored columns, comparable with what staff send. */
export const storedFields = (row: StaffBlogRowData): BlogFields => ({
  category_id: row.category_id,
  title: row.title,
  slug: row.slug,
  short_description: row.short_description,
  description: row.description,
  tags: JSON.stringify(parseTags(row.tags)),
  is_active: row.is_active === 1 ? 1 : 0,
});
