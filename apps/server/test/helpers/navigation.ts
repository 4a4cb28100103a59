import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer } from './accounts.ts';
import { storefrontApp } from './seo.ts';
import { CATALOGUE_CACHES } from './seller.ts';
import { staffToken } from './staff.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export const NAVIGATION = '/api/staff/navigation';

export interface Master {
  menus: Array<{ id: number; name: string; url: string; target: string; is_external: boolean }>;
  footers: Array<{
    id: number;
    title: string;
    items: Array<{ id: number; type: string; title: string; url: string | null }>;
  }>;
  social_links: Array<{ name: string; link: string; logo: string }>;
}

/**
 * The setting of the staff navigation tests: the demo marketplace with the catalogue's caches on
 * as in production, a storefront server on the same database drawing pages with the master data
 * in them, and a staff member; made before the file's tests and closed after. With what the
 * tests read and send.
 */
export function navigationSuite() {
  const suite = {} as { t: TestContext; web: FastifyInstance; staff: { id: number; token: string } };
  beforeAll(async () => {
    suite.t = await createTestApp({ env: CATALOGUE_CACHES });
    suite.web = await storefrontApp(suite.t, CATALOGUE_CACHES);
    suite.staff = await staffToken(suite.t);
  });
  afterAll(async () => {
    await suite.web.close();
    await suite.t.close();
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = suite.staff.token) =>
    suite.t.app.inject({ method, url: `${NAVIGATION}${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });
  /** The storefront's master data as a shopper reads it, in `language`. */
  const master = async (language = 'en'): Promise<Master> =>
    (await suite.t.app.inject({ url: '/api/master', headers: { 'accept-language': language } })).json().data;
  /** The master data the storefront's server-drawn home page carries for its first screen. */
  async function pageMaster(): Promise<Master> {
    const html = (await suite.web.inject('/')).body;
    const block = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(block ?? '{}').answers['/api/master'];
  }
  const positions = async (table: 'menus' | 'footer_groups' | 'social_links') =>
    (await suite.t.db.selectFrom(table).select('position').orderBy('position').execute()).map((row) => row.position);
  const auditOf = (subjectType: string, id: number) =>
    suite.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
  return { suite, send, master, pageMaster, positions, auditOf };
}
