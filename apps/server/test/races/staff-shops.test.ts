import { describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { staffRaceSuite } from '../helpers/staff-race-suite.ts';

// A shop changed by several staff members at once: a switch is made and logged once, and edits
// take turns on the row, so the log's entries follow one another and end at what the row holds.
const { suite, token } = staffRaceSuite();

const N = 8;

const entries = (id: number, action: string) =>
  suite.t.db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('action', '=', action)
    .where('subject_type', '=', 'shop')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

const shopRow = (id: number) =>
  suite.t.db.selectFrom('shops').select(['is_active', 'name', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();

describe('one shop changed by several staff members at once', () => {
  it(`${N} deactivations at once, 4 rounds: one audit entry, inactive; then ${N} reactivations: one entry`, async () => {
    for (let id = 2; id <= 5; id += 1) {
      const send = (active: boolean) =>
        Promise.all(
          Array.from({ length: N }, (_, i) =>
            post(suite.t, `/api/staff/shops/${id}/active`, { active }, { token: token(i) }),
          ),
        );
      const answers = await send(false);
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body).join('\n'),
      ).toEqual(Array(N).fill(200));
      expect(answers.filter((res) => res.json().message.startsWith('Shop deactivated'))).toHaveLength(1);
      expect(await entries(id, 'shop.deactivate')).toHaveLength(1);
      expect((await shopRow(id)).is_active).toBe(0);

      await send(true);
      expect(await entries(id, 'shop.activate')).toHaveLength(1);
      expect((await shopRow(id)).is_active).toBe(1);
    }
  });

  it(`${N} different phones at once: ${N} entries, each starting where the one before ended, the last one's kept`, async () => {
    const id = 6;
    const { name } = await shopRow(id);
    const original = (await shopRow(id)).phone;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        suite.t.app.inject({
          method: 'PUT',
          url: `/api/staff/shops/${id}`,
          payload: { name, phone: `+1 555 020 00${i}${i}`, address: 'Harbour Road 1', email: null },
          headers: bearer(token(i)),
        }),
      ),
    );
    expect(
      answers.map((res) => res.statusCode),
      answers.map((res) => res.body).join('\n'),
    ).toEqual(Array(N).fill(200));
    const log = (await entries(id, 'shop.update')).map((entry) => ({
      before: JSON.parse(entry.before!) as { phone?: string | null },
      after: JSON.parse(entry.after!) as { phone?: string | null },
    }));
    expect(log).toHaveLength(N);
    expect(log[0]!.before.phone).toBe(original);
    for (let i = 1; i < N; i += 1) expect(log[i]!.before.phone).toBe(log[i - 1]!.after.phone);
    expect((await shopRow(id)).phone).toBe(log.at(-1)!.after.phone);
  });

  it(`${N} identical edits at once: one is written and logged`, async () => {
    const id = 7;
    const { name } = await shopRow(id);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        suite.t.app.inject({
          method: 'PUT',
          url: `/api/staff/shops/${id}`,
          payload: { name: `${name} Souk`, phone: '+1 555 030 0000', address: null, email: null },
          headers: bearer(token(i)),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(N).fill(200));
    expect(answers.filter((res) => res.json().message === 'Shop saved.')).toHaveLength(1);
    expect(await entries(id, 'shop.update')).toHaveLength(1);
    expect(await shopRow(id)).toMatchObject({ name: `${name} Souk`, phone: '+1 555 030 0000' });
  });
});
