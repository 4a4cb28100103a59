import type { Category, StaffCategoryBranch } from '@souk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from './accounts.ts';
import { closeCachedApps, openCachedApps } from './staff.ts';
import type { TestContext } from './test-app.ts';

export const CATALOGUE = '/api/staff/catalogue';

/**
 * The setting of the staff catalogue tests: the demo marketplace with the storefront's caches on
 * as in production, a storefront server on the same database drawing pages, and a staff member;
 * made before the file's tests and closed after. With what the tests send and read.
 */
export function catalogueSuite() {
  const suite = {} as { t: TestContext; web: FastifyInstance; staff: { id: number; token: string } };
  beforeAll(async () => {
    Object.assign(suite, await openCachedApps());
  });
  afterAll(() => closeCachedApps(suite));
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = suite.staff.token) =>
    suite.t.app.inject({ method, url: `${CATALOGUE}${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });
  /** Sends a change that must succeed; its answer's data. */
  const changed = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The staff's category tree. */
  const tree = async (): Promise<StaffCategoryBranch[]> => (await send('GET', '/categories')).json().data.categories;
  /** The storefront's category menu as a shopper reads it, in `language`. */
  const menu = async (language = 'en'): Promise<Category[]> =>
    (await suite.t.app.inject({ url: '/api/categories?per_page=100', headers: { 'accept-language': language } })).json()
      .data.categories;
  /** The categories the storefront's server-drawn page `url` carries for its first screen (home's or the menu's). */
  async function pageCategories(url: string): Promise<Category[] | undefined> {
    const html = (await suite.web.inject(url)).body;
    const block = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const answers: Array<{ categories?: Category[] }> = Object.values(JSON.parse(block ?? '{}').answers ?? {});
    return answers.find((answer) => Array.isArray(answer?.categories))?.categories;
  }
  const auditOf = (subjectType: string, id: number) =>
    suite.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
  return { suite, send, changed, tree, menu, pageCategories, auditOf };
}

/** A category's body with every field, overridden by `overrides`. */
export const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Garden Tools',
  slug: null,
  parent_id: null,
  is_active: true,
  translations: {},
  ...overrides,
});
