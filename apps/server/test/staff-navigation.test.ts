import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { storefrontApp } from './helpers/seo.ts';
import { CATALOGUE_CACHES } from './helpers/seller.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// On the demo marketplace, with the catalogue's caches on as in production, and a storefront
// server on the same database drawing pages with the master data in them.
let t: TestContext;
let web: FastifyInstance;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: CATALOGUE_CACHES });
  web = await storefrontApp(t, CATALOGUE_CACHES);
  staff = await staffToken(t);
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const BASE = '/api/staff/navigation';
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff.token) =>
  t.app.inject({ method, url: `${BASE}${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });

interface Master {
  menus: Array<{ id: number; name: string; url: string; target: string; is_external: boolean }>;
  footers: Array<{
    id: number;
    title: string;
    items: Array<{ id: number; type: string; title: string; url: string | null }>;
  }>;
  social_links: Array<{ name: string; link: string; logo: string }>;
}
/** The storefront's master data as a shopper reads it, in `language`. */
const master = async (language = 'en'): Promise<Master> =>
  (await t.app.inject({ url: '/api/master', headers: { 'accept-language': language } })).json().data;
/** The master data the storefront's server-drawn home page carries for its first screen. */
async function pageMaster(): Promise<Master> {
  const html = (await web.inject('/')).body;
  const block = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(block ?? '{}').answers['/api/master'];
}
const positions = async (table: 'menus' | 'footer_groups' | 'social_links') =>
  (await t.db.selectFrom(table).select('position').orderBy('position').execute()).map((row) => row.position);
const auditOf = (subjectType: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

const menuBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flash Sale',
  url: '/flash-sale/1',
  target: '_self',
  is_external: false,
  ...overrides,
});

describe('platform staff keep the navigation', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    expect((await get(t, BASE, staff.token)).statusCode).toBe(200);
    expect((await get(t, BASE, await sellerToken(t, 1))).statusCode).toBe(403);
    const shopper = await registerCustomer(t);
    expect((await get(t, BASE, shopper.token)).statusCode).toBe(401);
    expect((await get(t, BASE)).statusCode).toBe(401);
    expect((await send('POST', '/menus', menuBody(), await sellerToken(t, 1))).statusCode).toBe(403);
  });

  it('lists the menu, the footer and the social links in the storefront’s order, with their Arabic texts', async () => {
    const data = (await get(t, BASE, staff.token)).json().data;
    const shown = await master();
    expect(data.menus.map((m: { name: string }) => m.name)).toEqual(shown.menus.map((m) => m.name));
    expect(data.footer_groups.map((g: { title: string }) => g.title)).toEqual(shown.footers.map((g) => g.title));
    expect(data.social_links.map((s: { name: string }) => s.name)).toEqual(shown.social_links.map((s) => s.name));
    const arabic = await master('ar');
    expect(data.menus[0].translations.ar).toBe(arabic.menus[0]?.name);
    expect(data.languages.map((l: { name: string }) => l.name)).toContain('ar');
    // Every type of footer entry is there, the e-mail address kept without texts of its own.
    const items = data.footer_groups.flatMap((g: { items: Array<{ type: string }> }) => g.items);
    expect(new Set(items.map((i: { type: string }) => i.type))).toEqual(
      new Set(['logo', 'text', 'email', 'phone', 'social_links', 'app_store', 'link']),
    );
    expect(items.find((i: { type: string }) => i.type === 'email').translations.ar).toBeNull();
  });

  it('refuses bad menu links with 422 naming the field, saving nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'shops' }, 'url', 'The url must be a path in the shop starting with /, such as /shops.'],
      [{ url: '//evil.example' }, 'url', 'The url must be a path in the shop starting with /, such as /shops.'],
      [
        { url: 'javascript:alert(1)', is_external: true },
        'url',
        'The url must be a full web address starting with https:// or http://.',
      ],
      [
        { url: '/shops', is_external: true },
        'url',
        'The url must be a full web address starting with https:// or http://.',
      ],
      [{ url: '' }, 'url', 'The url field is required.'],
      [{ name: ' ' }, 'name', 'The name field is required.'],
      [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
      [{ target: '_top' }, 'target', 'The target must be _self or _blank.'],
      [{ is_external: 'maybe' }, 'is_external', 'The external field must be true or false.'],
      [{ translations: { xx: 'Nope' } }, 'translations.xx', 'The language is not one the shop offers.'],
      [
        { translations: { ar: 'x'.repeat(101) } },
        'translations.ar',
        'The name may not be greater than 100 characters.',
      ],
    ];
    const before = await t.db.selectFrom('menus').select('id').execute();
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', '/menus', menuBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await t.db.selectFrom('menus').select('id').execute()).toHaveLength(before.length);
  });

  it('adds, moves, renames and removes a menu link: the storefront follows at its next load, caches and all', async () => {
    // Read before the change: the caches hold the old answers.
    const old = await master();
    await master('ar');
    expect((await pageMaster()).menus).toEqual(old.menus);

    const created = await send('POST', '/menus', menuBody({ translations: { ar: 'تخفيضات' } }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Menu link added.');
    const menu = created.json().data.menus.at(-1);
    expect(menu).toMatchObject({ name: 'Flash Sale', url: '/flash-sale/1', translations: { ar: 'تخفيضات' } });
    expect((await master()).menus.at(-1)).toEqual({
      id: menu.id,
      name: 'Flash Sale',
      url: '/flash-sale/1',
      target: '_self',
      is_external: false,
    });
    expect((await master('ar')).menus.at(-1)?.name).toBe('تخفيضات');
    expect((await pageMaster()).menus.at(-1)?.name).toBe('Flash Sale');
    expect(await positions('menus')).toEqual([...old.menus.keys(), old.menus.length]);

    // Moved to the second place: the others keep their order around it.
    const moved = await send('POST', `/menus/${menu.id}/move`, { position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = [old.menus[0]?.id, menu.id, ...old.menus.slice(1).map((m) => m.id)];
    expect((await master()).menus.map((m) => m.id)).toEqual(order);
    expect((await pageMaster()).menus.map((m) => m.id)).toEqual(order);
    expect(await positions('menus')).toEqual([...order.keys()]);

    const renamed = await send('PUT', `/menus/${menu.id}`, menuBody({ name: 'Deals', translations: { ar: null } }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await master()).menus[1]?.name).toBe('Deals');
    // No Arabic text left: Arabic shoppers read the default language's.
    expect((await master('ar')).menus[1]?.name).toBe('Deals');

    const removed = await send('DELETE', `/menus/${menu.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await master()).menus).toEqual(old.menus);
    expect((await pageMaster()).menus).toEqual(old.menus);
    expect(await positions('menus')).toEqual([...old.menus.keys()]);
    const texts = await t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'menu')
      .where('entity_id', '=', menu.id)
      .execute();
    expect(texts).toHaveLength(0);

    const entries = await auditOf('menu', menu.id);
    expect(entries.map((e) => e.action)).toEqual(['menu.create', 'menu.move', 'menu.update', 'menu.delete']);
    expect(entries.every((e) => e.actor_id === staff.id)).toBe(true);
    expect(JSON.parse(entries[1]?.before ?? '')).toMatchObject({ position: old.menus.length });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ position: 1 });
    expect(JSON.parse(entries[2]?.before ?? '')).toEqual({ name: 'Flash Sale', translations: { ar: 'تخفيضات' } });
    expect(JSON.parse(entries[2]?.after ?? '')).toEqual({ name: 'Deals', translations: {} });
  });

  it('adds a footer column with an entry of every type, checked by type; removing it removes them', async () => {
    const group = await send('POST', '/footer-groups', { title: 'Help', translations: { ar: 'مساعدة' } });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().data.footer_groups.at(-1).id;
    const items: Array<Record<string, unknown>> = [
      { type: 'logo' },
      { type: 'text', title: 'Open every day', translations: { ar: 'مفتوح كل يوم' } },
      { type: 'email', title: 'help@example.com' },
      { type: 'phone', title: '+966 55 123 4567' },
      { type: 'social_links', title: 'Follow us' },
      { type: 'app_store', title: 'Get the app' },
      { type: 'link', title: 'Shipping', url: '/page/shipping', target: '_blank', translations: { ar: 'الشحن' } },
    ];
    for (const item of items) {
      const res = await send('POST', `/footer-groups/${groupId}/items`, item);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'email', title: 'not-an-address' }, 'title', 'The title must be a valid email address.'],
      [{ type: 'phone', title: 'call us' }, 'title', 'The title must be a phone number.'],
      [{ type: 'text', title: '' }, 'title', 'The title field is required.'],
      [{ type: 'link', title: 'Somewhere' }, 'url', 'The url field is required.'],
      [
        { type: 'link', title: 'Somewhere', url: 'ftp://x' },
        'url',
        'The url must be a path in the shop starting with / (such as /shops) or a full address (https://…, mailto:, tel:).',
      ],
      [
        { type: 'banner', title: 'x' },
        'type',
        'The type must be one of logo, text, email, phone, social_links, app_store, link.',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await send('POST', `/footer-groups/${groupId}/items`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await send('POST', '/footer-groups/999999/items', { type: 'text', title: 'x' })).statusCode).toBe(404);

    const column = (await master()).footers.at(-1);
    expect(column?.title).toBe('Help');
    expect(column?.items.map((i) => [i.type, i.title, i.url])).toEqual([
      ['logo', '', null],
      ['text', 'Open every day', null],
      ['email', 'help@example.com', null],
      ['phone', '+966 55 123 4567', null],
      ['social_links', 'Follow us', null],
      ['app_store', 'Get the app', null],
      ['link', 'Shipping', '/page/shipping'],
    ]);
    expect((await pageMaster()).footers.at(-1)?.title).toBe('Help');
    const arabic = (await master('ar')).footers.at(-1);
    expect(arabic?.title).toBe('مساعدة');
    expect(arabic?.items.at(-1)?.title).toBe('الشحن');

    // An entry turned into an e-mail address loses its texts (an address reads the same in every language).
    const textId = column?.items[1]?.id ?? 0;
    const changed = await send('PUT', `/footer-items/${textId}`, { type: 'email', title: 'care@example.com' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await master('ar')).footers.at(-1)?.items[1]?.title).toBe('care@example.com');
    // Moved last within its column.
    expect((await send('POST', `/footer-items/${textId}/move`, { position: 99 })).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('footer_items')
      .select(['id', 'position'])
      .where('group_id', '=', groupId)
      .orderBy('position')
      .execute();
    expect(after.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(after.at(-1)?.id).toBe(textId);

    const removed = await send('DELETE', `/footer-groups/${groupId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await master()).footers.map((g) => g.id)).not.toContain(groupId);
    expect((await pageMaster()).footers.map((g) => g.id)).not.toContain(groupId);
    expect(await t.db.selectFrom('footer_items').select('id').where('group_id', '=', groupId).execute()).toHaveLength(
      0,
    );
    const texts = await t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', 'in', ['footer_item', 'footer_group'])
      .where('value', 'in', ['مساعدة', 'مفتوح كل يوم', 'الشحن'])
      .execute();
    expect(texts).toHaveLength(0);
    expect(await positions('footer_groups')).toEqual([0, 1, 2, 3]);
    expect((await auditOf('footer_group', groupId)).map((e) => e.action)).toEqual([
      'footer_group.create',
      'footer_group.delete',
    ]);
  });

  it('edits a social link, refusing a taken name and a logo of another site; the storefront shows the change', async () => {
    const data = (await get(t, BASE, staff.token)).json().data;
    const [first, second] = data.social_links;
    const body = { name: 'Facebook Souk', link: 'https://www.facebook.com/souk.shop', logo: first.logo };
    const taken = await send('PUT', `/social-links/${first.id}`, { ...body, name: second.name });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const foreign = await send('PUT', `/social-links/${first.id}`, { ...body, logo: 'https://cdn.example/x.svg' });
    expect(foreign.json().errors.logo).toEqual([
      'The logo must be a picture of this site, such as /uploads/social-facebook.svg.',
    ]);
    const badLink = await send('PUT', `/social-links/${first.id}`, { ...body, link: 'facebook' });
    expect(badLink.json().errors.link).toEqual(['The link must be a full web address starting with https://.']);

    const saved = await send('PUT', `/social-links/${first.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await master()).social_links[0]).toEqual(body);
    expect((await pageMaster()).social_links[0]).toEqual(body);
    const entries = await auditOf('social_link', first.id);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual({ name: first.name, link: first.link });
    // Saving the same again changes nothing and logs nothing.
    expect((await send('PUT', `/social-links/${first.id}`, body)).statusCode).toBe(200);
    expect(await auditOf('social_link', first.id)).toHaveLength(1);
    expect(
      (await send('PUT', `/social-links/${first.id}`, { ...body, name: first.name, link: first.link })).statusCode,
    ).toBe(200);
    expect(await positions('social_links')).toEqual([0, 1, 2, 3]);
  });

  it('answers 404 for what is not there', async () => {
    expect((await send('PUT', '/menus/999999', menuBody())).statusCode).toBe(404);
    expect((await send('DELETE', '/footer-items/999999')).statusCode).toBe(404);
    expect((await send('POST', '/social-links/999999/move', { position: 0 })).statusCode).toBe(404);
  });
});
