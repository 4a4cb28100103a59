import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from './accounts.ts';
import { sampleImage } from './images.ts';
import { closeCachedApps, openCachedApps } from './staff.ts';
import type { TestContext } from './test-app.ts';

export const PROMOTIONS = '/api/staff/promotions';

const DAY = 86_400_000;
/** An instant `days` from now, as the console sends it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The setting of the staff promotions tests: the demo marketplace with the storefront's caches on
 * as in production, a storefront server on the same database (its own response cache on too),
 * and a staff member; made before the file's tests and closed after. With what the tests send
 * and read.
 */
export function promotionsSuite() {
  const suite = {} as { t: TestContext; web: FastifyInstance; staff: { id: number; token: string } };
  beforeAll(async () => {
    Object.assign(suite, await openCachedApps());
  });
  afterAll(() => closeCachedApps(suite));

  /** A JSON call of the staff routes (`url` below /api/staff/promotions). */
  const send = (method: Method, url: string, payload?: object, token = suite.staff.token) =>
    suite.t.app.inject({ method, url: `${PROMOTIONS}${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });

  /** A multipart form of `fields` and, unless null, a picture as `thumbnail`. */
  async function form(url: string, fields: Record<string, string>, picture: Buffer | null = null, token?: string) {
    const payload = new FormData();
    for (const [name, value] of Object.entries(fields)) payload.append(name, value);
    const image = picture === null ? await sampleImage('png', { width: 120, height: 40 }) : picture;
    if (image.length > 0) payload.append('thumbnail', new Blob([image]), 'picture.png');
    return suite.t.app.inject({
      method: 'POST',
      url: `${PROMOTIONS}${url}`,
      headers: bearer(token ?? suite.staff.token),
      payload,
    });
  }

  /** What shoppers read, signed out (so from the response caches): on the API server, and on the storefront's. */
  const shopperReads = async (url: string, language = 'en') => {
    const headers = { 'accept-language': language };
    const [api, page] = await Promise.all([suite.t.app.inject({ url, headers }), suite.web.inject({ url, headers })]);
    expect(page.body).toBe(api.body);
    return api;
  };

  const auditOf = (subjectType: string, id: number) =>
    suite.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();

  /** A flash sale staff add (running from an hour ago for 30 days unless told), its id. */
  async function addSale(fields: Record<string, string> = {}) {
    const res = await form('/flash-sales', {
      name: 'Spring Flash',
      start_date: daysFromNow(-1 / 24),
      end_date: daysFromNow(30),
      is_active: 'true',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.flash_sale.id as number;
  }

  return { suite, send, form, shopperReads, auditOf, addSale };
}
