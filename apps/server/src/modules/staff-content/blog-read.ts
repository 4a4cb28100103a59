import type { StaffBlog, StaffBlogsQueryValues, StaffBlogsResponse, StaffBlogTexts } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBlogCategories } from '../blog/queries.ts';
import { countStaffBlogs, findStaffBlog, selectStaffBlogs, type StaffBlogRowData } from '../blog/staff-queries.ts';
import type { FieldTexts } from './queries.ts';
import { otherLocales, textsByRow } from './texts.ts';

/** A post's fields kept in the other languages. */
export const BLOG_TEXT_FIELDS = ['title', 'short_description', 'description', 'tags'] as const;

/** Tags as stored: a JSON array of strings (anything else reads as none). */
export function parseTags(stored: string | null | undefined): string[] {
  try {
    const tags: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

const blogTexts = (texts: FieldTexts): StaffBlogTexts => ({
  title: texts.title ?? null,
  short_description: texts.short_description ?? null,
  description: texts.description ?? null,
  tags: parseTags(texts.tags),
});

/** A page of posts, shown or not, newest first, and every category for the filter. */
export async function blogList(db: Db, query: StaffBlogsQueryValues): Promise<StaffBlogsResponse> {
  const filter = { search: query.search, categoryId: query.category_id, status: query.status };
  const [rows, total, categories] = await Promise.all([
    selectStaffBlogs(db, filter, query.page, query.per_page),
    countStaffBlogs(db, filter),
    listBlogCategories(db),
  ]);
  return {
    total,
    blogs: rows.map(({ category_id, category_name, is_active, ...row }) => ({
      ...row,
      category: { id: category_id, name: category_name },
      is_active: is_active === 1,
    })),
    categories,
  };
}

/** A stored post as the contract writes it, with its texts in the other languages. */
async function blogView(db: Db, row: StaffBlogRowData): Promise<StaffBlog> {
  const texts = await textsByRow(db, 'blog', [row.id], BLOG_TEXT_FIELDS, await otherLocales(db));
  const { category_id, category_name, is_active, tags, ...rest } = row;
  return {
    ...rest,
    category: { id: category_id, name: category_name },
    is_active: is_active === 1,
    tags: parseTags(tags),
    translations: Object.fromEntries(Object.entries(texts(row.id)).map(([locale, t]) => [locale, blogTexts(t)])),
  };
}

/** One post (404 for an unknown id). */
export async function blogPage(db: Db, id: number): Promise<{ blog: StaffBlog }> {
  const row = await findStaffBlog(db, id);
  if (!row) throw AppError.notFound('Blog');
  return { blog: await blogView(db, row) };
}
