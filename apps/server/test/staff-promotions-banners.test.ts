import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { SAMPLE_PDF } from './helpers/images.ts';
import { promotionsSuite } from './helpers/staff-promotions.ts';

// The home page's banners and ads, kept by platform staff, with the storefront's caches on.
const { suite, send, form, shopperReads, auditOf } = promotionsSuite();

type Shown = { id: number; title: string; thumbnail: string; url: string | null };
/** The home page's slider and ads as a shopper reads them. */
const home = async () => {
  const res = await shopperReads('/api/home');
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { banners: Shown[]; ads: Shown[] };
  return { slider: data.banners, ad: data.ads };
};
const banners = async () => (await send('GET', '/banners')).json().data;
const positions = async (type: 'slider' | 'ad') =>
  (
    await suite.t.db
      .selectFrom('banners')
      .select('position')
      .where('type', '=', type)
      .orderBy('position')
      .orderBy('id')
      .execute()
  ).map((row) => row.position);
const add = (fields: Record<string, string>, picture?: Buffer) =>
  form('/banners', { type: 'slider', title: 'Summer Deals', url: '/best-deal', is_active: 'true', ...fields }, picture);

describe('who may keep the banners', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    expect((await send('GET', '/banners')).statusCode).toBe(200);
    const owner = await sellerToken(suite.t, 1);
    expect((await send('GET', '/banners', undefined, owner)).statusCode).toBe(403);
    expect((await send('DELETE', '/banners/1', undefined, owner)).statusCode).toBe(403);
    expect((await form('/banners', { type: 'ad', title: 'Owner ad' }, null, owner)).statusCode).toBe(403);
    const shopper = await registerCustomer(suite.t);
    expect((await send('GET', '/banners', undefined, shopper.token)).statusCode).toBe(401);
    expect((await suite.t.app.inject({ url: '/api/staff/promotions/banners' })).statusCode).toBe(401);
  });

  it('lists the slider and the ads in the home page’s order, switched off ones too', async () => {
    const listed = await banners();
    const shown = await home();
    const active = (rows: Array<Shown & { is_active: boolean }>) =>
      rows.filter((row) => row.is_active).map(({ id, title, thumbnail, url }) => ({ id, title, thumbnail, url }));
    expect(active(listed.slider)).toEqual(shown.slider);
    expect(active(listed.ad)).toEqual(shown.ad);
  });
});

describe('a slider banner from its picture to its removal', () => {
  it('adds, edits, moves, switches off and removes it: the home page follows at its next load', async () => {
    const before = await home();
    const created = await add({});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Banner added.');
    const banner = created.json().data.slider.at(-1);
    expect(banner).toMatchObject({ type: 'slider', title: 'Summer Deals', url: '/best-deal', is_active: true });
    expect(banner.thumbnail).toMatch(/^\/uploads\/banners\/[0-9a-f]{32}\.png$/);
    const stored = path.join(suite.t.dataDir, banner.thumbnail);
    expect(existsSync(stored)).toBe(true);
    expect((await home()).slider.at(-1)).toEqual({
      id: banner.id,
      title: 'Summer Deals',
      thumbnail: banner.thumbnail,
      url: '/best-deal',
    });
    expect(await positions('slider')).toEqual([...Array(before.slider.length + 1).keys()]);

    const edited = await send('PUT', `/banners/${banner.id}`, {
      title: 'Autumn Deals',
      url: 'https://example.com/deals?x=1',
      is_active: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await home()).slider.at(-1)).toMatchObject({ title: 'Autumn Deals', url: 'https://example.com/deals?x=1' });

    const moved = await send('POST', `/banners/${banner.id}/move`, { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await home()).slider.map((row) => row.id)).toEqual([banner.id, ...before.slider.map((row) => row.id)]);
    expect(await positions('slider')).toEqual([...Array(before.slider.length + 1).keys()]);

    const off = await send('PUT', `/banners/${banner.id}`, { title: 'Autumn Deals', url: null, is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.slider[0]).toMatchObject({ id: banner.id, is_active: false, url: null });
    expect((await home()).slider).toEqual(before.slider);

    const picture = await form(`/banners/${banner.id}/thumbnail`, {});
    expect(picture.statusCode, picture.body).toBe(200);
    const replaced = picture.json().data.slider[0].thumbnail;
    expect(replaced).not.toBe(banner.thumbnail);
    expect(existsSync(stored)).toBe(false);

    const removed = await send('DELETE', `/banners/${banner.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.slider.map((row: { id: number }) => row.id)).not.toContain(banner.id);
    expect(existsSync(path.join(suite.t.dataDir, replaced))).toBe(false);
    expect(await home()).toEqual(before);
    expect(await positions('slider')).toEqual([...before.slider.keys()]);

    const entries = await auditOf('banner', banner.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'banner.create',
      'banner.update',
      'banner.move',
      'banner.update',
      'banner.image',
      'banner.delete',
    ]);
    expect(entries.every((entry) => entry.actor_id === suite.staff.id)).toBe(true);
    expect(JSON.parse(entries[1]!.before!)).toEqual({ title: 'Summer Deals', url: '/best-deal' });
    expect(JSON.parse(entries[3]!.after!)).toEqual({ url: null, is_active: false });
  });

  it('adds an ad last among the ads, leaving the slider as it was', async () => {
    const before = await home();
    const created = await add({ type: 'ad', title: 'Tile', url: '/categories/fashion?sort=new' });
    expect(created.statusCode, created.body).toBe(200);
    const ad = created.json().data.ad.at(-1);
    expect((await home()).ad.map((row) => row.id)).toEqual([...before.ad.map((row) => row.id), ad.id]);
    expect((await home()).slider).toEqual(before.slider);
    expect((await send('DELETE', `/banners/${ad.id}`)).statusCode).toBe(200);
  });
});

describe('what staff may not send', () => {
  it('refuses bad banners with 422 naming the field, storing nothing', async () => {
    const url =
      'The url must be a page of the storefront, such as /flash-sale/1, or a full address starting with https://.';
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ url: '/no-such-page' }, 'url', url],
      [{ url: 'http://example.com' }, 'url', url],
      [{ url: '//evil.example' }, 'url', url],
      [{ url: 'javascript:alert(1)' }, 'url', url],
      [{ title: ' ' }, 'title', 'The title field is required.'],
      [{ title: 'x'.repeat(256) }, 'title', 'The title may not be greater than 255 characters.'],
      [{ type: 'popup' }, 'type', 'The type must be slider or ad.'],
      [{ is_active: 'maybe' }, 'is_active', 'The active field must be true or false.'],
    ];
    const count = async () => (await suite.t.db.selectFrom('banners').select('id').execute()).length;
    const before = await count();
    for (const [fields, field, message] of cases) {
      const res = await add(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(fields)).toEqual([message]);
    }
    const noPicture = await add({}, Buffer.alloc(0));
    expect(noPicture.json().errors).toEqual({ thumbnail: ['The thumbnail field is required.'] });
    const pdf = await add({}, SAMPLE_PDF);
    expect(pdf.statusCode).toBe(422);
    expect(Object.keys(pdf.json().errors)).toEqual(['thumbnail']);
    const [first] = (await banners()).slider;
    const edit = await send('PUT', `/banners/${first.id}`, { title: 'Ok', url: '/nowhere', is_active: true });
    expect(edit.json().errors).toEqual({ url: [url] });
    expect(await count()).toBe(before);
  });

  it('answers 404 for a banner that is not there', async () => {
    expect((await send('PUT', '/banners/999999', { title: 'x', url: null, is_active: true })).statusCode).toBe(404);
    expect((await send('POST', '/banners/999999/move', { position: 0 })).statusCode).toBe(404);
    expect((await send('DELETE', '/banners/999999')).statusCode).toBe(404);
    expect((await form('/banners/999999/thumbnail', {})).statusCode).toBe(404);
  });
});
