import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { closeCachedApps, openCachedApps } from './helpers/staff.ts';
import type { TestContext } from './helpers/test-app.ts';

// On the demo marketplace (English the default, Arabic and French with every string and with
// translated content), with every cache of the storefront's answers on as in production: the
// settings, the response cache, and a second server on the same database drawing the pages.
let t: TestContext;
let web: FastifyInstance;
let staff: { id: number; token: string };
beforeAll(async () => {
  ({ t, web, staff } = await openCachedApps());
});
afterAll(() => closeCachedApps({ t, web }));

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = staff.token) =>
  t.app.inject({ method, url: `/api/staff/languages${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; data: Record<string, never> };
};
const list = async () => (await ok('GET', '')).data as unknown as LanguageList;
const byName = async (name: string) => (await list()).languages.find((language) => language.name === name)!;
const add = (name: string, title = `Language ${name}`, direction = 'ltr') =>
  call('POST', '', { name, title, direction });
const update = (id: number, body: { title: string; direction: string; is_active: boolean }) =>
  call('PUT', `/${id}`, body);
const saveStrings = (id: number, strings: Record<string, string | null>) => call('PUT', `/${id}/strings`, { strings });
const strings = async (id: number, query = '') =>
  (await ok('GET', `/${id}/strings${query}`)).data as unknown as StringsPage;

interface LanguageView {
  id: number;
  name: string;
  title: string;
  direction: 'ltr' | 'rtl';
  is_default: boolean;
  is_active: boolean;
  position: number;
  translated: number;
  missing: number;
  default_blocked_by: string | null;
}
interface LanguageList {
  languages: LanguageView[];
  total_strings: number;
}
interface StringsPage {
  language: LanguageView;
  default_language: { name: string };
  strings: Array<{ key: string; default_text: string; text: string | null }>;
  total: number;
  counts: { all: number; missing: number; translated: number };
}

/** What the storefront asks for, signed out (so the answers are cached), in `language`. */
const master = async (language = 'en') =>
  (await web.inject({ url: '/api/master', headers: { 'accept-language': language } })).json().data as {
    languages: Array<{ name: string; is_default: boolean }>;
    app_locale: string;
  };
const messagesOf = (code: string) => web.inject({ url: `/api/lang/${code}` });
/** The audit log's entries of `action`, oldest first: who, of which language, and the change. */
async function audits(action: string) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'subject_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map(({ actor_id, subject_id, ...change }) => ({
    actor_id,
    subject_id,
    change: {
      before: JSON.parse(change.before ?? 'null') as unknown,
      after: JSON.parse(change.after ?? 'null') as unknown,
    },
  }));
}
const changes = async (action: string) => (await audits(action)).map((entry) => entry.change);

/** Every string of the default language, as the English map holds it. */
async function englishStrings(): Promise<Record<string, string>> {
  return (await messagesOf('en')).json().data as Record<string, string>;
}

/** A language added, given every English string and switched on: one that may become the default. */
async function completeLanguage(name: string): Promise<LanguageView> {
  const res = await add(name);
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().data.language as LanguageView;
  expect((await saveStrings(id, await englishStrings())).statusCode).toBe(200);
  expect((await update(id, { title: `Language ${name}`, direction: 'ltr', is_active: true })).statusCode).toBe(200);
  return byName(name);
}

describe('who may keep the languages', () => {
  it('lets staff read them, refuses a shop owner 403 and a shopper or a stranger 401', async () => {
    const data = await list();
    expect(data.languages.map((language) => language.name)).toEqual(['en', 'ar', 'fr']);
    expect(data.total_strings).toBeGreaterThan(500);
    const [en, ar] = data.languages;
    expect(en).toMatchObject({ is_default: true, is_active: true, missing: 0, default_blocked_by: null });
    expect(en!.translated).toBe(data.total_strings);
    // Arabic has every string, but the catalogue is translated into it.
    expect(ar).toMatchObject({ is_default: false, missing: 0, default_blocked_by: 'translated_content' });

    const owner = await sellerToken(t, 1);
    const shopper = (await registerCustomer(t)).token;
    expect((await call('GET', '', undefined, owner)).statusCode).toBe(403);
    expect((await call('PUT', `/${en!.id}/strings`, { strings: { Cancel: 'No' } }, owner)).statusCode).toBe(403);
    expect((await call('POST', '', { name: 'de', title: 'Deutsch', direction: 'ltr' }, shopper)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/languages' })).statusCode).toBe(401);
  });
});

describe('adding a language', () => {
  it('refuses a bad code, a blank title, a bad direction and a code taken, naming each field', async () => {
    const bad = await call('POST', '', { name: 'English!', title: ' ', direction: 'up' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The code must be two or three letters, with a region after a dash if any, such as fr or pt-br.'],
      title: ['The title field is required.'],
      direction: ['The direction must be ltr or rtl.'],
    });
    const taken = await add('EN');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The code has already been taken.'] });
    expect(await audits('language.create')).toHaveLength(0);
  });

  it('adds it switched off, last, with every string missing, and logs it; the storefront does not offer it yet', async () => {
    const { total_strings: total } = await list();
    await master();
    const res = await add('PT-BR', 'Português (Brasil)');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Language added.');
    const language = res.json().data.language as LanguageView;
    expect(language).toMatchObject({
      name: 'pt-br',
      title: 'Português (Brasil)',
      direction: 'ltr',
      is_default: false,
      is_active: false,
      position: 3,
      translated: 0,
      missing: total,
      default_blocked_by: 'inactive',
    });
    const [entry] = await audits('language.create');
    expect(entry).toMatchObject({ actor_id: staff.id, subject_id: String(language.id) });
    expect(entry!.change.after).toEqual({
      name: 'pt-br',
      title: 'Português (Brasil)',
      direction: 'ltr',
      is_active: false,
      position: 3,
    });
    expect((await master()).languages.map((l) => l.name)).toEqual(['en', 'ar', 'fr']);
    expect((await messagesOf('pt-br')).statusCode).toBe(404);
  });
});

describe('the interface strings', () => {
  it('lists the default’s strings with this language’s, filtered by status and search, a page at a time', async () => {
    const { id } = await byName('pt-br');
    const all = await strings(id, '?per_page=20');
    expect(all.default_language.name).toBe('en');
    expect(all.strings).toHaveLength(20);
    expect(all.counts.all).toBe(all.total);
    expect(all.counts.missing).toBe(all.total);
    expect(all.strings[0]).toEqual({ key: all.strings[0]!.key, default_text: all.strings[0]!.key, text: null });

    const found = await strings(id, '?search=CART%20IS%20EMPTY&status=missing');
    expect(found.strings.map((string) => string.key)).toContain('Cart is empty');
    expect(found.strings.every((string) => /cart is empty/i.test(string.key))).toBe(true);
    expect((await strings(id, '?search=cart%20is%20empty&status=translated')).total).toBe(0);

    const page2 = await strings(id, '?per_page=20&page=2');
    expect(page2.strings[0]!.key).not.toBe(all.strings[0]!.key);
  });

  it('refuses keys that are not the storefront’s, texts too long, and the default losing a string', async () => {
    const { id } = await byName('pt-br');
    const en = await byName('en');
    const res = await saveStrings(id, { 'Not a string of ours': 'x', Cancel: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'strings.Cancel': ['The text may not be greater than 1000 characters.'] });
    const unknown = await saveStrings(id, { 'Not a string of ours': 'x', Cancel: 'Cancelar' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'strings.Not a string of ours': ['This is not one of the storefront’s strings.'],
    });
    const blank = await saveStrings(en.id, { Cancel: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      'strings.Cancel': ['The default language keeps every string: write its text instead.'],
    });
    expect((await saveStrings(id, {})).json().errors).toEqual({ strings: ['Send at least one string.'] });
    expect((await strings(id, '?status=translated')).total).toBe(0);
    expect(await audits('language.strings')).toHaveLength(0);
  });

  it('saves the strings sent, logs each change before and after, and logs nothing when nothing changed', async () => {
    const { id, missing } = await byName('pt-br');
    const res = await saveStrings(id, { 'Cart is empty': ' O carrinho está vazio ', Cancel: 'Cancelar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 strings saved.');
    expect(res.json().data.language.missing).toBe(missing - 2);
    const found = await strings(id, '?search=cart%20is%20empty&status=translated');
    expect(found.strings).toEqual([
      { key: 'Cart is empty', default_text: 'Cart is empty', text: 'O carrinho está vazio' },
    ]);

    const again = await saveStrings(id, { 'Cart is empty': 'O carrinho está vazio', Cancel: '' });
    expect(again.json().message).toBe('One string saved.');
    expect(again.json().data.language.missing).toBe(missing - 1);
    const entries = await changes('language.strings');
    expect(entries).toEqual([
      {
        before: { 'Cart is empty': null, Cancel: null },
        after: { 'Cart is empty': 'O carrinho está vazio', Cancel: 'Cancelar' },
      },
      { before: { Cancel: 'Cancelar' }, after: { Cancel: null } },
    ]);
    expect((await saveStrings(id, { 'Cart is empty': 'O carrinho está vazio' })).json().message).toBe(
      'Nothing changed.',
    );
    expect(await audits('language.strings')).toHaveLength(2);
  });
});

describe('offering a language', () => {
  it('offers it at the storefront’s next load, cached answers and all, in its strings', async () => {
    const { id } = await byName('pt-br');
    // Read (and so cached) before the change.
    expect((await master('pt-br')).app_locale).toBe('en');
    const res = await update(id, { title: 'Português', direction: 'ltr', is_active: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Language saved.');
    expect(res.json().data.language).toMatchObject({ title: 'Português', is_active: true });
    const offered = await master('pt-br');
    expect(offered.languages.map((l) => l.name)).toEqual(['en', 'ar', 'fr', 'pt-br']);
    expect(offered.app_locale).toBe('pt-br');
    expect((await messagesOf('pt-br')).json().data).toMatchObject({ 'Cart is empty': 'O carrinho está vazio' });
    // The page the server draws in it carries its strings.
    expect((await web.inject({ url: '/?lang=pt-br' })).body).toContain('O carrinho está vazio');

    expect((await saveStrings(id, { 'Cart is empty': 'Seu carrinho está vazio' })).statusCode).toBe(200);
    expect((await messagesOf('pt-br')).json().data['Cart is empty']).toBe('Seu carrinho está vazio');
    expect((await web.inject({ url: '/?lang=pt-br' })).body).toContain('Seu carrinho está vazio');
    expect((await changes('language.update')).at(-1)).toEqual({
      before: { title: 'Português (Brasil)', is_active: false },
      after: { title: 'Português', is_active: true },
    });
  });

  it('moves it in the storefront’s language menu, the others keeping their order', async () => {
    const { id } = await byName('pt-br');
    const moved = await call('POST', `/${id}/move`, { position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.language.position).toBe(1);
    expect((await master()).languages.map((l) => l.name)).toEqual(['en', 'pt-br', 'ar', 'fr']);
    expect((await list()).languages.map((l) => l.position)).toEqual([0, 1, 2, 3]);
    expect((await call('POST', `/${id}/move`, { position: 1 })).json().message).toBe('Nothing changed.');
    expect((await call('POST', `/${id}/move`, { position: -1 })).json().errors).toEqual({
      position: ['The position must be at least 0.'],
    });
    expect((await call('POST', `/${id}/move`, { position: 99 })).statusCode).toBe(200);
    expect((await master()).languages.map((l) => l.name)).toEqual(['en', 'ar', 'fr', 'pt-br']);
    expect(await changes('language.move')).toEqual([
      { before: { order: ['en', 'ar', 'fr', 'pt-br'] }, after: { order: ['en', 'pt-br', 'ar', 'fr'] } },
      { before: { order: ['en', 'pt-br', 'ar', 'fr'] }, after: { order: ['en', 'ar', 'fr', 'pt-br'] } },
    ]);
  });

  it('switches it off again: shoppers who had it get the default at their next load', async () => {
    const { id } = await byName('pt-br');
    expect((await update(id, { title: 'Português', direction: 'ltr', is_active: false })).statusCode).toBe(200);
    const after = await master('pt-br');
    expect(after.languages.map((l) => l.name)).toEqual(['en', 'ar', 'fr']);
    expect(after.app_locale).toBe('en');
    expect((await messagesOf('pt-br')).statusCode).toBe(404);
  });

  it('keeps the default switched on', async () => {
    const en = await byName('en');
    const res = await update(en.id, { title: 'English', direction: 'ltr', is_active: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_active: ['The default language cannot be switched off.'] });
    expect((await byName('en')).is_active).toBe(true);
  });
});

describe('choosing the default language', () => {
  /** What shoppers read in each language: the catalogue, the menus and the footer. */
  const shopperView = async (languages: string[]) =>
    Promise.all(
      languages.map(async (language) => {
        const headers = { 'accept-language': language };
        const [products, settings] = await Promise.all([
          web.inject({ url: '/api/products?per_page=5', headers }),
          master(language),
        ]);
        const { menus, footers, web_footer_text } = settings as unknown as Record<string, unknown>;
        return { products: products.json().data, menus, footers, web_footer_text };
      }),
    );

  it('refuses a language switched off, one missing strings, and one with translated content', async () => {
    const refusal = async (name: string) => {
      const res = await call('POST', `/${(await byName(name)).id}/default`);
      expect(res.statusCode).toBe(409);
      return res.json().message as string;
    };
    expect(await refusal('pt-br')).toBe('Switch this language on before making it the default.');
    const { id } = await byName('pt-br');
    await update(id, { title: 'Português', direction: 'ltr', is_active: true });
    expect((await byName('pt-br')).default_blocked_by).toBe('missing_strings');
    expect(await refusal('pt-br')).toMatch(/^This language lacks some of the default language’s interface strings/);
    expect(await refusal('ar')).toMatch(/^Products, categories, pages or the footer have text translated/);
    await update(id, { title: 'Português', direction: 'ltr', is_active: false });
    expect((await master()).languages.find((l) => l.is_default)?.name).toBe('en');
    expect(await audits('language.make_default')).toHaveLength(0);
  });

  it('makes a complete language with no translated content the default: shoppers read what they read before', async () => {
    const before = await shopperView(['en', 'ar', 'de']);
    // Arabic shoppers read translations; a language with none reads the rows' own text.
    expect(before[1]).not.toEqual(before[0]);
    expect(before[2]).toEqual(before[0]);
    const de = await completeLanguage('de');
    expect(de).toMatchObject({ missing: 0, default_blocked_by: null });
    expect((await master('xx')).app_locale).toBe('en');

    const res = await call('POST', `/${de.id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Language de is now the default language.');
    expect(res.json().data.language).toMatchObject({ is_default: true, default_blocked_by: null });
    // The language a visitor asking for none of the shop's gets, at the next load.
    const fallback = await master('xx');
    expect(fallback.app_locale).toBe('de');
    expect(fallback.languages.filter((l) => l.is_default).map((l) => l.name)).toEqual(['de']);
    expect((await master('en')).app_locale).toBe('en');
    // Every shopper reads the same catalogue, menus and footer in each language.
    expect(await shopperView(['en', 'ar', 'de'])).toEqual(before);
    // The default's strings are now the list the others are checked against; English has them all.
    const languages = await list();
    expect(languages.languages.find((l) => l.name === 'en')).toMatchObject({ missing: 0, default_blocked_by: null });
    expect((await strings((await byName('en')).id, '?per_page=1')).default_language.name).toBe('de');
    expect((await call('POST', `/${de.id}/default`)).json().message).toBe(
      'Language de is already the default language.',
    );

    const back = await call('POST', `/${(await byName('en')).id}/default`);
    expect(back.statusCode, back.body).toBe(200);
    expect((await master('xx')).app_locale).toBe('en');
    expect(await changes('language.make_default')).toEqual([
      { before: { default: 'en' }, after: { default: 'de' } },
      { before: { default: 'de' }, after: { default: 'en' } },
    ]);
  });
});
