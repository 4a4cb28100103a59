import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';

// Language writes of several staff members released together (meant for PostgreSQL, where they
// run at once; SQLite takes them one by one): no string saved is lost, one default remains and
// stays switched on, a code is added once, the order stays clean, and each change is logged once.
const { suite, token } = staffRaceSuite();

const N = 8;
const send = (i: number, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url: `/api/staff/languages${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer(token(i)),
  });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode);
const rows = () =>
  suite.t.db
    .selectFrom('languages')
    .select(['id', 'name', 'is_default', 'is_active', 'position', 'messages'])
    .orderBy('position')
    .orderBy('id')
    .execute();
const logged = (action: string) =>
  suite.t.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', action).orderBy('id').execute();

/** Every string of the default language (English, in the demo). */
async function englishStrings(): Promise<Record<string, string>> {
  return (await suite.t.app.inject({ url: '/api/lang/en' })).json().data as Record<string, string>;
}

/** A language added by staff member 0, with every English string and switched on: its id. */
async function completeLanguage(name: string): Promise<number> {
  const added = await send(0, 'POST', '', { name, title: name, direction: 'ltr' });
  expect(added.statusCode, added.body).toBe(200);
  const { id } = added.json().data.language as { id: number };
  expect((await send(0, 'PUT', `/${id}/strings`, { strings: await englishStrings() })).statusCode).toBe(200);
  expect((await send(0, 'PUT', `/${id}`, { title: name, direction: 'ltr', is_active: true })).statusCode).toBe(200);
  return id;
}

describe('languages changed by several staff members at once', () => {
  it(`${N} staff saving different strings of one language at once all keep theirs, 3 rounds`, async () => {
    const added = await send(0, 'POST', '', { name: 'it', title: 'Italiano', direction: 'ltr' });
    const { id } = added.json().data.language as { id: number };
    const keys = Object.keys(await englishStrings()).slice(0, 3 * N);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          send(i, 'PUT', `/${id}/strings`, { strings: { [keys[round * N + i]!]: `testo ${round}-${i}` } }),
        ),
      );
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
    }
    const stored = JSON.parse((await rows()).find((row) => row.id === id)!.messages) as Record<string, string>;
    expect(stored).toEqual(
      Object.fromEntries(keys.map((key, index) => [key, `testo ${Math.floor(index / N)}-${index % N}`])),
    );
    expect(await logged('language.strings')).toHaveLength(3 * N);
  });

  it(`the same code added ${N} times at once: one language, the rest refused on the code`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send(i, 'POST', '', { name: 'nl', title: `Nederlands ${i}`, direction: 'ltr' }),
      ),
    );
    expect(statuses(answers).sort()).toEqual([200, ...Array(N - 1).fill(422)]);
    for (const res of answers.filter((answer) => answer.statusCode === 422)) {
      expect(res.json().errors).toEqual({ name: ['The code has already been taken.'] });
    }
    expect((await rows()).filter((row) => row.name === 'nl')).toHaveLength(1);
    expect((await logged('language.create')).filter((entry) => entry.after?.includes('"nl"'))).toHaveLength(1);
  });

  it(`${N} "make default" at once, among four languages: one default, every change logged once in a chain`, async () => {
    const candidates = [
      (await rows()).find((row) => row.is_default === 1)!.id,
      await completeLanguage('de'),
      await completeLanguage('es'),
      await completeLanguage('pt'),
    ];
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => send(i, 'POST', `/${candidates[(i + round) % 4]}/default`)),
      );
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
      expect((await rows()).filter((row) => row.is_default === 1)).toHaveLength(1);
    }
    // Each change saw the default the one before it left.
    const chain = (await logged('language.make_default')).map((entry) => ({
      before: (JSON.parse(entry.before!) as { default: string }).default,
      after: (JSON.parse(entry.after!) as { default: string }).default,
    }));
    expect(chain.length).toBeGreaterThan(0);
    chain.forEach((link, index) => {
      expect(link.before).not.toBe(link.after);
      if (index > 0) expect(link.before).toBe(chain[index - 1]!.after);
    });
    expect(chain.at(-1)!.after).toBe((await rows()).find((row) => row.is_default === 1)!.name);
  });

  it(`one language made the default by ${N} staff at once: one change, logged once`, async () => {
    const id = await completeLanguage('sv');
    const before = (await logged('language.make_default')).length;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => send(i, 'POST', `/${id}/default`)));
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    expect((await rows()).filter((row) => row.is_default === 1).map((row) => row.id)).toEqual([id]);
    expect(await logged('language.make_default')).toHaveLength(before + 1);
  });

  it(`"make default" and "switch off" of the same languages at once: the default stays switched on`, async () => {
    const english = (await rows()).find((row) => row.name === 'en')!.id;
    const ids = [await completeLanguage('da'), await completeLanguage('fi')];
    for (let round = 0; round < 6; round += 1) {
      // Each pair of requests makes one language the default and switches the same one off.
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => {
          const id = ids[(Math.floor(i / 2) + round) % 2]!;
          return i % 2 === 0
            ? send(i, 'POST', `/${id}/default`)
            : send(i, 'PUT', `/${id}`, { title: `t${round}`, direction: 'ltr', is_active: false });
        }),
      );
      // Each is refused or applied whole: a switched-off language may not become the default, nor the default go off.
      for (const res of answers) expect([200, 409, 422]).toContain(res.statusCode);
      const defaults = (await rows()).filter((row) => row.is_default === 1);
      expect(defaults).toHaveLength(1);
      expect(defaults[0]!.is_active).toBe(1);
      // Both switched on again, and English the default, for the next round.
      for (const id of ids) await send(0, 'PUT', `/${id}`, { title: 'on', direction: 'ltr', is_active: true });
      expect((await send(0, 'POST', `/${english}/default`)).statusCode).toBe(200);
    }
  });

  it(`a language made the default while ${N} staff save a unit's name in it: never the default with text stored in it`, async () => {
    const english = (await rows()).find((row) => row.name === 'en')!.id;
    const [unit] = (await suite.t.app.inject({ url: '/api/staff/catalogue/units', headers: bearer(token(0)) })).json()
      .data.units as Array<{ id: number; name: string }>;
    const stored = (locale: string) =>
      suite.t.db.selectFrom('translations').select('id').where('locale', '=', locale).execute();
    for (const name of ['ko', 'ja', 'tr', 'el']) {
      const id = await completeLanguage(name);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          i === N / 2
            ? send(i, 'POST', `/${id}/default`)
            : suite.t.app.inject({
                method: 'PUT',
                url: `/api/staff/catalogue/units/${unit!.id}`,
                payload: { name: unit!.name, translations: { [name]: `${name} ${i}` } },
                headers: bearer(token(i)),
              }),
        ),
      );
      // Each is applied whole or refused: the default moves only while nothing is stored in
      // either language, and a name is not stored in a language that has become the default.
      for (const res of answers) expect([200, 409, 422], res.body).toContain(res.statusCode);
      const isDefault = (await rows()).find((row) => row.id === id)!.is_default === 1;
      expect(isDefault && (await stored(name)).length > 0).toBe(false);
      // English the default again, with nothing stored in the new language, for the next round.
      if (isDefault) expect((await send(0, 'POST', `/${english}/default`)).statusCode).toBe(200);
      await suite.t.db.deleteFrom('translations').where('locale', '=', name).execute();
    }
  });

  it(`${N} moves at once, 4 rounds: the places stay 0, 1, 2… with every language in them`, async () => {
    for (let round = 0; round < 4; round += 1) {
      const before = await rows();
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          send(i, 'POST', `/${before[(i * 3 + round) % before.length]!.id}/move`, { position: (i + round) % 5 }),
        ),
      );
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await rows();
      expect(after.map((row) => row.position)).toEqual([...after.keys()]);
      expect(new Set(after.map((row) => row.id))).toEqual(new Set(before.map((row) => row.id)));
    }
  });
});
