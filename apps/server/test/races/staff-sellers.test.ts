import { describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { applyAsSeller } from '../helpers/staff.ts';
import { staffRaceSuite } from '../helpers/staff-race-suite.ts';

// An application is decided once, however many staff members press at once: one shop, one
// owner, one mail; the others are told it was decided.
const { suite, token } = staffRaceSuite();

const decide = (id: number, i: number) =>
  i % 2 === 0
    ? post(suite.t, `/api/staff/seller-applications/${id}/approve`, {}, { token: token(i) })
    : post(suite.t, `/api/staff/seller-applications/${id}/decline`, { reason: 'Too late' }, { token: token(i) });

describe('one application decided by several staff members at once', () => {
  it.each([
    ['approvals only', (i: number) => i * 2],
    ['approvals and declines', (i: number) => i],
  ])('%s, 8 at once, 5 rounds: exactly one decision, and one shop at most', async (_name, which) => {
    for (let round = 0; round < 5; round += 1) {
      const id = await applyAsSeller(suite.t, `race-${which(1)}-${round}`);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => decide(id, which(i))));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes, answers.map((res) => res.body).join('\n')).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const row = await suite.t.db
        .selectFrom('seller_applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const shops = await suite.t.db
        .selectFrom('shops as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('s.id')
        .where('u.email', '=', row.email)
        .execute();
      const owners = await suite.t.db.selectFrom('users').select('id').where('email', '=', row.email).execute();
      if (row.status === 'approved') {
        expect(shops.map((s) => s.id)).toEqual([row.shop_id]);
        expect(owners).toHaveLength(1);
      } else {
        expect(row.status).toBe('declined');
        expect(shops).toHaveLength(0);
        expect(owners).toHaveLength(0);
      }
    }
  });
});
