import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { NAVIGATION, navigationSuite } from './helpers/navigation.ts';

// Header menu links, who may keep them, and what is not there.
const { suite, send, master, pageMaster, positions, auditOf } = navigationSuite();

const menuBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flash Sale',
  url: '/flash-sale/1',
  target: '_self',
  is_external: false,
  ...overrides,
});

describe('platform staff keep the navigation', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    expect((await get(suite.t, NAVIGATION, suite.staff.token)).statusCode).toBe(200);
    expect((await get(suite.t, NAVIGATION, await sellerToken(suite.t, 1))).statusCode).toBe(403);
    const shopper = await registerCustomer(suite.t);
    expect((await get(suite.t, NAVIGATION, shopper.token)).statusCode).toBe(401);
    expect((await get(suite.t, NAVIGATION)).statusCode).toBe(401);
    expect((await send('POST', '/menus', menuBody(), await sellerToken(suite.t, 1))).statusCode).toBe(403);
  });

  it('lists the menu, the footer and the social links in the storefront’s order, with their Arabic texts', async () => {
    const data = (await get(suite.t, NAVIGATION, suite.staff.token)).json().data;
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
    const before = await suite.t.db.selectFrom('menus').select('id').execute();
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', '/menus', menuBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await suite.t.db.selectFrom('menus').select('id').execute()).toHaveLength(before.length);
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
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'menu')
      .where('entity_id', '=', menu.id)
      .execute();
    expect(texts).toHaveLength(0);

    const entries = await auditOf('menu', menu.id);
    expect(entries.map((e) => e.action)).toEqual(['menu.create', 'menu.move', 'menu.update', 'menu.delete']);
    expect(entries.every((e) => e.actor_id === suite.staff.id)).toBe(true);
    expect(JSON.parse(entries[1]?.before ?? '')).toMatchObject({ position: old.menus.length });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ position: 1 });
    expect(JSON.parse(entries[2]?.before ?? '')).toEqual({ name: 'Flash Sale', translations: { ar: 'تخفيضات' } });
    expect(JSON.parse(entries[2]?.after ?? '')).toEqual({ name: 'Deals', translations: {} });
  });

  it('answers 404 for what is not there', async () => {
    expect((await send('PUT', '/menus/999999', menuBody())).statusCode).toBe(404);
    expect((await send('DELETE', '/footer-items/999999')).statusCode).toBe(404);
    expect((await send('POST', '/social-links/999999/move', { position: 0 })).statusCode).toBe(404);
  });
});
