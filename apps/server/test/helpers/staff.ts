import type { FastifyInstance } from 'fastify';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { post } from './accounts.ts';
import { storefrontApp } from './seo.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let made = 0;

/**
 * A platform staff account (users.role 'admin') and a seller-API token for it, issued directly:
 * `staff-login` allows an address five sign-ins in ten minutes, which parallel tests would use up.
 */
export async function staffToken(t: TestContext): Promise<{ id: number; token: string }> {
  const now = new Date().toISOString();
  made += 1;
  const { id } = await t.db
    .insertInto('users')
    .values({
      role: 'admin',
      name: `Platform Staff ${made}`,
      email: `staff-${process.pid}-${made}@example.com`,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueToken(t.db, id, 'seller', 1, t.app.clock);
  return { id, token };
}

/**
 * A 'Become a Seller' application sent through the storefront's route, each from its own
 * address (the form allows five an address every ten minutes); its id.
 */
export async function applyAsSeller(t: TestContext, tag: string, overrides: Record<string, string> = {}) {
  made += 1;
  const ip = `10.88.${Math.floor(made / 250)}.${(made % 250) + 1}`;
  const res = await post(
    t,
    '/api/seller-applications',
    {
      shop_name: `Shop ${tag}`,
      name: `Applicant ${tag}`,
      email: `applicant-${tag}-${process.pid}@example.com`,
      phone: '0501234567',
      address: '12 Market Street',
      ...overrides,
    },
    { ip },
  );
  if (res.statusCode !== 200) throw new Error(`application refused: ${res.body}`);
  return res.json().data.id as number;
}

/** The storefront's caches on as in production: the settings, the response cache, the summaries. */
export const PRODUCTION_CACHES = { RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' };

/**
 * A staff page's test setting with the caches on: the app, a second server on the same database
 * drawing the storefront's pages (its own response cache on too), and a staff member. Each change
 * staff make must reach the next request all the same. Closed with `closeCachedApps`.
 */
export async function openCachedApps() {
  const t = await createTestApp({ env: PRODUCTION_CACHES });
  const web = await storefrontApp(t, PRODUCTION_CACHES);
  return { t, web, staff: await staffToken(t) };
}

export async function closeCachedApps({ t, web }: { t: TestContext; web: FastifyInstance }): Promise<void> {
  await web.close();
  await t.close();
}
