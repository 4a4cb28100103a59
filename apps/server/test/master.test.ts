import { masterSchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/master', () => {
  it('returns every settings field of the specification in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/master' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    const parsed = masterSchema.strict().safeParse(body.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('carries the demo shop: three languages with Arabic rtl, three currencies, menus and footers', async () => {
    const { data } = (await t.app.inject('/api/master')).json();
    expect(data.languages.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['en', 'ar']));
    expect(data.languages).toHaveLength(3);
    expect(data.languages.find((l: { name: string }) => l.name === 'ar').direction).toBe('rtl');
    expect(data.currencies).toHaveLength(3);
    expect(data.currencies.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1);
    expect(data.currency).toMatchObject({ name: 'USD', symbol: '$', position: 'prefix', rate: 1 });
    expect(data.menus.some((m: { is_external: boolean }) => m.is_external)).toBe(true);
    expect(data.menus.some((m: { is_external: boolean }) => !m.is_external)).toBe(true);
    const types = new Set(data.footers.flatMap((g: { items: { type: string }[] }) => g.items.map((i) => i.type)));
    expect([...types].sort()).toEqual(['app_store', 'email', 'link', 'logo', 'phone', 'social_links', 'text']);
    expect(Object.keys(data.theme_colors)).toHaveLength(12);
    expect(data.app_environment).toBe('local');
  });

  it('answers app_locale from Accept-Language when that language exists, else the default', async () => {
    const ar = (await t.app.inject({ url: '/api/master', headers: { 'accept-language': 'ar' } })).json();
    expect(ar.data.app_locale).toBe('ar');
    const regional = (
      await t.app.inject({ url: '/api/master', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    ).json();
    expect(regional.data.app_locale).toBe('fr');
    const unknown = (await t.app.inject({ url: '/api/master', headers: { 'accept-language': 'xx' } })).json();
    expect(unknown.data.app_locale).toBe('en');
  });

  it('reflects an owner changing a setting without a restart', async () => {
    await writeSetting(t.db, 'multi_vendor', false);
    await writeSetting(t.db, 'app_name', 'Corner Shop');
    const { data } = (await t.app.inject('/api/master')).json();
    expect(data.multi_vendor).toBe(false);
    expect(data.app_name).toBe('Corner Shop');
    await writeSetting(t.db, 'multi_vendor', true);
    await writeSetting(t.db, 'app_name', 'Souk');
  });

  it('accepts a known shop_id and refuses a bad one', async () => {
    expect((await t.app.inject('/api/master?shop_id=1')).statusCode).toBe(200);
    const unknown = await t.app.inject('/api/master?shop_id=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Shop not found/);
    const bad = await t.app.inject('/api/master?shop_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('shop_id');
  });
});

describe('defaults on an empty database', () => {
  let empty: TestContext;
  beforeAll(async () => {
    empty = await createTestApp({ seed: false });
  });
  afterAll(() => empty.close());

  it('falls back to the specification defaults', async () => {
    const res = await empty.app.inject('/api/master');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      app_locale: 'en',
      phone_required: true,
      phone_min_length: 9,
      phone_max_length: 16,
      currency: { symbol: '$', name: 'USD', position: 'prefix', rate: 1 },
      web_footer_text: 'All right reserved by company',
      multi_vendor: true,
    });
    expect(data.languages).toEqual([]);
    // Real time works out of the box: the built-in server's generated key, on this origin.
    expect(data.pusher_app_key).toMatch(/^[0-9a-f]{20}$/);
    expect(data.pusher_host).toBeNull();
  });
});

describe('GET /api/recaptcha-settings', () => {
  it('is inactive in the demo and hides the key', async () => {
    const res = await t.app.inject('/api/recaptcha-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ is_active: false, site_key: null, script_url: null });
  });
  it('shows the site key when an owner turns it on', async () => {
    await writeSetting(t.db, 'recaptcha', { is_active: true, site_key: 'site-key-1' });
    expect((await t.app.inject('/api/recaptcha-settings')).json().data).toEqual({
      is_active: true,
      site_key: 'site-key-1',
      // Google's widget unless RECAPTCHA_SCRIPT_URL names another.
      script_url: 'https://www.google.com/recaptcha/api.js',
    });
    await writeSetting(t.db, 'recaptcha', { is_active: false, site_key: null });
  });
});
