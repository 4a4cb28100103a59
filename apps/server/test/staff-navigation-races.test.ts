import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';

// Navigation writes of several staff members released together (meant for PostgreSQL, where
// they run at once; SQLite takes them one by one): the positions of every list stay a clean
// sequence 0, 1, 2…, nothing is lost or left behind, and each change is logged once.
const { suite, token } = staffRaceSuite();

const N = 8;
const send = (i: number, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url: `/api/staff/navigation${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer(token(i)),
  });
const addMenu = (i: number, name: string) =>
  send(i, 'POST', '/menus', { name, url: `/r/${name}`, is_external: false, translations: { ar: name } });

/** The rows of a list in order, checked to hold positions 0…n-1 exactly. */
async function cleanList(table: 'menus' | 'footer_groups' | 'social_links' | 'footer_items', groupId?: number) {
  let query = suite.t.db.selectFrom(table as 'footer_items').select(['id', 'position']);
  if (groupId !== undefined) query = query.where('group_id', '=', groupId);
  const rows = await query.orderBy('position').orderBy('id').execute();
  expect(rows.map((row) => row.position)).toEqual([...rows.keys()]);
  return rows.map((row) => row.id);
}
const logged = async (action: string) =>
  (await suite.t.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode);

describe('navigation changed by several staff members at once', () => {
  it(`${N} menu links added at once, 3 rounds: all added at the end, positions clean`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const before = await cleanList('menus');
      const answers = await Promise.all(Array.from({ length: N }, (_, i) => addMenu(i, `add-${round}-${i}`)));
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
      const after = await cleanList('menus');
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after).toHaveLength(before.length + N);
    }
    expect(await logged('menu.create')).toBe(3 * N);
  });

  it(`${N} moves, ${N} removals and ${N} additions at once, 5 rounds: positions clean, nothing lost`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const ids = await cleanList('menus');
      const removed = ids.slice(-N);
      const kept = ids.slice(0, -N);
      const answers = await Promise.all([
        ...kept
          .slice(0, N)
          .map((id, i) => send(i, 'POST', `/menus/${id}/move`, { position: (i * 5 + round) % ids.length })),
        ...removed.map((id, i) => send(i, 'DELETE', `/menus/${id}`)),
        ...Array.from({ length: N }, (_, i) => addMenu(i, `mix-${round}-${i}`)),
      ]);
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(3 * N).fill(200));
      const after = await cleanList('menus');
      expect(after).toHaveLength(ids.length);
      expect(new Set(after)).toEqual(new Set([...kept, ...after.filter((id) => !ids.includes(id))]));
      for (const id of removed) expect(after).not.toContain(id);
    }
    const orphans = await suite.t.db
      .selectFrom('translations as tr')
      .leftJoin('menus as m', 'm.id', 'tr.entity_id')
      .select('tr.id')
      .where('tr.entity', '=', 'menu')
      .where('m.id', 'is', null)
      .execute();
    expect(orphans).toHaveLength(0);
  });

  it(`${N} moves of one link to different places at once: it ends at one of them, the others in their order`, async () => {
    const ids = await cleanList('social_links');
    const [first] = ids;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => send(i, 'POST', `/social-links/${first}/move`, { position: i % ids.length })),
    );
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    const after = await cleanList('social_links');
    expect(after.filter((id) => id !== first)).toEqual(ids.filter((id) => id !== first));
  });

  it(`${N} entries added to a footer column while it is removed, 3 rounds: no entry or text is left behind`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const group = await send(0, 'POST', '/footer-groups', { title: `Column ${round}`, translations: { ar: 'عمود' } });
      const groupId = group.json().data.footer_groups.at(-1).id as number;
      const half = N / 2;
      const add = (i: number) =>
        send(i, 'POST', `/footer-groups/${groupId}/items`, {
          type: 'link',
          title: `Entry ${i}`,
          url: `/e/${i}`,
          translations: { ar: `رابط ${i}` },
        });
      const answers = await Promise.all([
        ...Array.from({ length: half }, (_, i) => add(i)),
        send(half, 'DELETE', `/footer-groups/${groupId}`),
        ...Array.from({ length: half }, (_, i) => add(half + i + 1)),
      ]);
      // Each addition either came before the removal (and went with it) or after (404).
      for (const res of answers) expect([200, 404], res.body).toContain(res.statusCode);
      expect(answers[half]?.statusCode).toBe(200);
      expect(
        await suite.t.db.selectFrom('footer_items').select('id').where('group_id', '=', groupId).execute(),
      ).toHaveLength(0);
      const orphans = await suite.t.db
        .selectFrom('translations as tr')
        .leftJoin('footer_items as fi', 'fi.id', 'tr.entity_id')
        .select('tr.id')
        .where('tr.entity', '=', 'footer_item')
        .where('fi.id', 'is', null)
        .execute();
      expect(orphans).toHaveLength(0);
      await cleanList('footer_groups');
    }
  });

  it(`${N} moves and removals of the entries of one column at once, 3 rounds: their positions stay clean`, async () => {
    const group = await send(0, 'POST', '/footer-groups', { title: 'Busy column' });
    const groupId = group.json().data.footer_groups.at(-1).id as number;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < N; i += 1) {
        const res = await send(i, 'POST', `/footer-groups/${groupId}/items`, {
          type: 'text',
          title: `Line ${round}-${i}`,
        });
        expect(res.statusCode).toBe(200);
      }
      const ids = await cleanList('footer_items', groupId);
      const answers = await Promise.all(
        ids.map((id, i) =>
          i % 2 === 0
            ? send(i, 'DELETE', `/footer-items/${id}`)
            : send(i, 'POST', `/footer-items/${id}/move`, { position: (i * 3) % ids.length }),
        ),
      );
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(ids.length).fill(200));
      const after = await cleanList('footer_items', groupId);
      expect(after).toHaveLength(ids.length - Math.ceil(ids.length / 2));
    }
  });
});
