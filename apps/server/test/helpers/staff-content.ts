import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from './accounts.ts';
import { closeCachedApps, openCachedApps } from './staff.ts';
import type { TestContext } from './test-app.ts';

export const CONTENT = '/api/staff/content';

/** A post's body as the console sends it, in the demo's first category unless told. */
export const blogBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Packing for a Weekend Away',
  slug: 'packing-weekend-away',
  category_id: categoryId,
  short_description: 'Everything in one bag.',
  description: '<h2>One bag</h2><p>Roll, do not fold.</p>',
  tags: ['travel', 'packing'],
  is_active: false,
  ...overrides,
});

/**
 * The setting of the staff content tests: the demo marketplace with the storefront's caches on as
 * in production, a storefront server on the same database (its own response cache on too) and a
 * staff member; made before the file's tests and closed after. With what the tests send and read.
 */
export function contentSuite() {
  const suite = {} as { t: TestContext; web: FastifyInstance; staff: { id: number; token: string } };
  beforeAll(async () => {
    Object.assign(suite, await openCachedApps());
  });
  afterAll(() => closeCachedApps(suite));

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = suite.staff.token) =>
    suite.t.app.inject({ method, url: `${CONTENT}${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });

  /** A storefront answer as a signed-out shopper's browser asks for it (so the response cache keeps it). */
  const shopper = async (url: string, language = 'en') => {
    const res = await suite.web.inject({ url: `/api${url}`, headers: { 'accept-language': language } });
    return { status: res.statusCode, data: res.statusCode === 200 ? res.json().data : undefined };
  };

  /** The demo's first blog category (by name). */
  const firstCategory = async () => {
    const row = await suite.t.db
      .selectFrom('blog_categories')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow();
    return row;
  };

  /** Adds a post; its stored form. */
  const createdBlog = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', '/blogs', blogBody((await firstCategory()).id, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.blog as { id: number; slug: string; title: string; thumbnail: string };
  };

  /** Sends `bytes` as the post's new thumbnail. */
  const uploadThumbnail = (id: number, bytes: Buffer, field = 'thumbnail', token = suite.staff.token) => {
    const payload = new FormData();
    payload.append(field, new Blob([bytes]), 'thumbnail.png');
    return suite.t.app.inject({
      method: 'POST',
      url: `${CONTENT}/blogs/${id}/thumbnail`,
      payload,
      headers: bearer(token),
    });
  };

  const auditOf = (subjectType: string, id: number) =>
    suite.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();

  return { suite, send, shopper, firstCategory, createdBlog, uploadThumbnail, auditOf };
}
