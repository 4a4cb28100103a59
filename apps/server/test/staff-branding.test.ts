import { existsSync } from 'node:fs';
import path from 'node:path';
import { themeColorKeys } from '@souk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { SAMPLE_PDF, sampleImage } from './helpers/images.ts';
import { closeCachedApps, openCachedApps } from './helpers/staff.ts';
import type { TestContext } from './helpers/test-app.ts';

// On the demo marketplace, with every cache of the storefront's answers on as in production:
// the settings, the response cache, and the pages the server draws (a second server on the
// same database serving a stand-in storefront, its own response cache on too).
let t: TestContext;
let web: FastifyInstance;
let staff: { id: number; token: string };
beforeAll(async () => {
  ({ t, web, staff } = await openCachedApps());
});
afterAll(() => closeCachedApps({ t, web }));

const save = (payload: object, token = staff.token) =>
  t.app.inject({ method: 'PUT', url: '/api/staff/branding', payload, headers: bearer(token) });
const branding = async () => {
  const res = await t.app.inject({ url: '/api/staff/branding', headers: bearer(staff.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.branding;
};
/** The storefront's master data as a shopper's browser asks for it (signed out, so cacheable). */
const master = async (language = 'en') =>
  (await web.inject({ url: '/api/master', headers: { 'accept-language': language } })).json().data;
const homePage = async () => (await web.inject({ url: '/' })).body;
const audits = () =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('subject_type', '=', 'settings')
    .where('subject_id', '=', 'branding')
    .orderBy('id')
    .execute();
const parsed = (entry: { before: string | null; after: string | null }) => ({
  before: JSON.parse(entry.before ?? 'null') as Record<string, unknown>,
  after: JSON.parse(entry.after ?? 'null') as Record<string, unknown>,
});

/** A palette of twelve colours, each `#1a2b` plus two digits from `seed`. */
const palette = (seed: number) =>
  Object.fromEntries(themeColorKeys.map((key, i) => [key, `#1a2b${(seed * 16 + i).toString(16).padStart(2, '0')}`]));

describe('who may keep the branding', () => {
  it('lets staff read it, refuses a shop owner 403 and a shopper or a stranger 401', async () => {
    const res = await t.app.inject({ url: '/api/staff/branding', headers: bearer(staff.token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.branding).toMatchObject({ app_name: 'Souk', show_download_app: true });
    expect(Object.keys(data.branding.theme_colors)).toHaveLength(12);
    expect(data.languages[0].is_default).toBe(true);
    expect(data.branding.translations.ar.web_footer_text).toEqual(expect.any(String));

    const owner = await sellerToken(t, 1);
    const shopper = (await registerCustomer(t)).token;
    expect((await t.app.inject({ url: '/api/staff/branding', headers: bearer(owner) })).statusCode).toBe(403);
    expect((await save({ mobile: '+1 555 000' }, owner)).statusCode).toBe(403);
    expect((await save({ mobile: '+1 555 000' }, shopper)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/staff/branding', payload: {} })).statusCode).toBe(401);
  });
});

describe('saving the branding', () => {
  it('refuses bad values with 422 naming each field, and saves nothing', async () => {
    const before = await branding();
    const logged = (await audits()).length;
    const res = await save({
      app_name: ' ',
      mobile: 'call us',
      app_store_link: 'javascript:alert(1)',
      google_playstore_link: 'ftp://play.example.com/app',
      theme_colors: { ...palette(1), primary: 'red', primary500: '#12345' },
      translations: { xx: { web_footer_text: 'Hi' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      app_name: ['The app name field is required.'],
      mobile: ['The hotline may hold only digits, spaces, brackets, dots, dashes and a leading +.'],
      app_store_link: ['The app store link must be an http or https address.'],
      google_playstore_link: ['The play store link must be an http or https address.'],
      'theme_colors.primary': ['The primary colour must be written as #rrggbb.'],
      'theme_colors.primary500': ['The primary500 colour must be written as #rrggbb.'],
    });
    // A language the shop does not offer, once the rest is right.
    const unoffered = await save({ mobile: '+1 555 000', translations: { xx: { web_footer_text: 'Hi' } } });
    expect(unoffered.statusCode).toBe(422);
    expect(unoffered.json().errors).toEqual({ 'translations.xx': ['The language is not one the shop offers.'] });
    expect(await branding()).toEqual(before);
    expect(await audits()).toHaveLength(logged);
  });

  it('shows the new hotline and footer sentences at the storefront’s next load, cached answers and all', async () => {
    const original = await branding();
    // Read (and so cached) before the change: the settings, the master answer, the page.
    expect((await master()).mobile).toBe(original.mobile);
    expect(await homePage()).toContain(`"mobile":"${original.mobile}"`);
    await master('ar');

    const res = await save({
      mobile: '+1 555 010 7777',
      web_footer_description: 'Independent shops, one basket.',
      translations: { ar: { web_footer_description: 'متاجر مستقلة، سلة واحدة.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Branding saved.');
    expect(res.json().data.branding).toMatchObject({
      mobile: '+1 555 010 7777',
      web_footer_description: 'Independent shops, one basket.',
    });
    expect(res.json().data.branding.translations.ar.web_footer_description).toBe('متاجر مستقلة، سلة واحدة.');

    const english = await master();
    expect(english.mobile).toBe('+1 555 010 7777');
    expect(english.web_footer_description).toBe('Independent shops, one basket.');
    expect((await master('ar')).web_footer_description).toBe('متاجر مستقلة، سلة واحدة.');
    // The page the server draws carries the new settings in its first screen's answers and head.
    const html = await homePage();
    expect(html).toContain('"mobile":"+1 555 010 7777"');
    expect(html).not.toContain(`"mobile":"${original.mobile}"`);
    expect(html).toContain('<meta name="description" content="Independent shops, one basket." />');
    // The other settings are as they were.
    expect(english.app_name).toBe(original.app_name);
    expect(english.web_footer_text).toBe(original.web_footer_text);
  });

  it('logs the changed keys only, before and after, and logs nothing when nothing changed', async () => {
    const current = await branding();
    const logged = (await audits()).length;
    const res = await save({
      app_name: current.app_name,
      address: '1 Harbour Road, Port Town',
      translations: { ar: { web_footer_text: current.translations.ar.web_footer_text, web_footer_description: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await audits();
    expect(entries).toHaveLength(logged + 1);
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ action: 'branding.update', actor_id: staff.id });
    expect(parsed(last)).toEqual({
      before: { address: current.address, 'translations.ar.web_footer_description': 'متاجر مستقلة، سلة واحدة.' },
      after: { address: '1 Harbour Road, Port Town', 'translations.ar.web_footer_description': null },
    });
    // A blank translation falls back to the default language's sentence.
    expect((await master('ar')).web_footer_description).toBe(current.web_footer_description);

    const again = await save({ address: '1 Harbour Road, Port Town' });
    expect(again.json().message).toBe('Nothing changed.');
    expect(await audits()).toHaveLength(logged + 1);
  });

  it('saves a palette the storefront’s master answer and drawn pages use at once', async () => {
    expect(await homePage()).toContain('--color-primary:');
    const colours = palette(2);
    const res = await save({ theme_colors: { ...colours, primary: colours.primary!.toUpperCase() } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await master()).theme_colors).toEqual(colours);
    expect(/<html[^>]*>/.exec(await homePage())?.[0]).toContain(`--color-primary:${colours.primary};`);
    expect(parsed((await audits()).at(-1)!).after).toEqual({ theme_colors: colours });
  });
});

describe('the branding pictures', () => {
  const upload = (route: string, field: string, bytes: Buffer, name = 'picture.png') => {
    const payload = new FormData();
    payload.append(field, new Blob([bytes]), name);
    return t.app.inject({ method: 'POST', url: `/api/staff/branding/${route}`, headers: bearer(staff.token), payload });
  };
  const stored = (url: string) => path.join(t.dataDir, url);

  it('stores a new logo in the upload store, shows it at once, logs it and deletes the one it replaces', async () => {
    const png = await sampleImage('png', { width: 64, height: 32 });
    const demo = (await branding()).web_logo;
    const first = await upload('web-logo', 'web_logo', png);
    expect(first.statusCode, first.body).toBe(200);
    const logo: string = first.json().data.branding.web_logo;
    expect(logo).toMatch(/^\/uploads\/branding\/[0-9a-f]{32}\.png$/);
    expect(existsSync(stored(logo))).toBe(true);
    expect((await master()).web_logo).toBe(logo);
    expect(parsed((await audits()).at(-1)!)).toEqual({ before: { web_logo: demo }, after: { web_logo: logo } });
    // The demo's shared picture stays.
    expect(existsSync(stored(demo))).toBe(true);

    const second = await upload('web-logo', 'web_logo', png);
    expect(second.statusCode, second.body).toBe(200);
    expect(existsSync(stored(logo))).toBe(false);
    expect((await master()).web_logo).toBe(second.json().data.branding.web_logo);
  });

  it('stores the footer logo and the QR picture under their own keys', async () => {
    const webp = await sampleImage('webp');
    const footer = await upload('footer-logo', 'web_footer_logo', webp, 'footer.webp');
    expect(footer.statusCode, footer.body).toBe(200);
    const qr = await upload('footer-qr', 'footer_qr', webp, 'qr.webp');
    expect(qr.statusCode, qr.body).toBe(200);
    const shown = await master();
    expect(shown.web_footer_logo).toBe(footer.json().data.branding.web_footer_logo);
    expect(shown.footer_qr).toBe(qr.json().data.branding.footer_qr);
    expect(shown.footer_qr).not.toBe(shown.web_footer_logo);
  });

  it('refuses what is not a picture, or no file, naming the field and storing nothing', async () => {
    const before = await branding();
    const pdf = await upload('footer-qr', 'footer_qr', SAMPLE_PDF, 'qr.pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ footer_qr: ['The QR must be an image of type: png, jpeg, webp, gif.'] });
    const wrongField = await upload('web-logo', 'logo', await sampleImage('png'));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ web_logo: ['The logo field is required.'] });
    expect(await branding()).toEqual(before);
  });
});

describe('two staff saving at once', () => {
  it('keep each other’s keys, and each save is whole and logged against what it replaced', async () => {
    const logged = (await audits()).length;
    const N = 8;
    // Each save changes the same two keys (one a setting, one an Arabic sentence) and one key
    // of its own.
    const own = ['app_name', 'address', 'web_footer_text', 'google_playstore_link'] as const;
    const bodies = Array.from({ length: N }, (_, i) => ({
      mobile: `+1 555 020 ${1000 + i}`,
      translations: { ar: { web_footer_text: `نص ${i}` } },
      ...(i < own.length
        ? { [own[i]!]: own[i] === 'google_playstore_link' ? `https://play.example.com/${i}` : `Value ${i}` }
        : {}),
    }));
    const answers = await Promise.all(bodies.map((body) => save(body)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const entries = (await audits()).slice(logged).map(parsed);
    expect(entries).toHaveLength(N);
    // One after the other: each save's "before" is what the one before it left.
    for (let i = 1; i < N; i += 1) {
      expect(entries[i]!.before.mobile).toBe(entries[i - 1]!.after.mobile);
      expect(entries[i]!.before['translations.ar.web_footer_text']).toBe(
        entries[i - 1]!.after['translations.ar.web_footer_text'],
      );
    }
    const last = entries.at(-1)!.after;
    const now = await branding();
    // Whole saves: the stored pair is the last save's pair, not a mix of two.
    expect(now.mobile).toBe(last.mobile);
    expect(now.translations.ar.web_footer_text).toBe(last['translations.ar.web_footer_text']);
    expect(bodies.findIndex((body) => body.mobile === now.mobile)).toBe(
      bodies.findIndex((body) => body.translations.ar.web_footer_text === now.translations.ar.web_footer_text),
    );
    // No save lost another's key.
    expect(now.app_name).toBe('Value 0');
    expect(now.address).toBe('Value 1');
    expect(now.web_footer_text).toBe('Value 2');
    expect(now.google_playstore_link).toBe('https://play.example.com/3');
    const rows = await t.db
      .selectFrom('translations')
      .select('value')
      .where('entity', '=', 'setting')
      .where('locale', '=', 'ar')
      .where('field', '=', 'web_footer_text')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
