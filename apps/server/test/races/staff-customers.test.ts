import { describe, expect, it } from 'vitest';
import { login, post, registerCustomer } from '../helpers/accounts.ts';
import { staffRaceSuite } from '../helpers/staff-race-suite.ts';

// A customer is deactivated once, however many staff members press at once: one audit entry,
// the customer inactive, no token left.
const { suite, token } = staffRaceSuite();

const entries = (action: string, id: number) =>
  suite.t.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .where('subject_type', '=', 'customer')
    .where('subject_id', '=', String(id))
    .execute();

describe('one customer changed by several staff members at once', () => {
  it('8 deactivations at once, 5 rounds: one audit entry, inactive, no token; then 8 reactivations: one entry', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await registerCustomer(suite.t);
      const id = customer.user.id as number;
      await login(suite.t, customer.body.email, customer.password, `10.66.${round}.1`);
      const send = (active: boolean) =>
        Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            post(suite.t, `/api/staff/customers/${id}/active`, { active }, { token: token(i) }),
          ),
        );

      const answers = await send(false);
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body).join('\n'),
      ).toEqual(Array(8).fill(200));
      const done = answers.filter((res) => res.json().message.startsWith('Customer deactivated'));
      expect(done).toHaveLength(1);
      expect(await entries('customer.deactivate', id)).toHaveLength(1);
      const row = await suite.t.db
        .selectFrom('users')
        .select('is_active')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.is_active).toBe(0);
      expect(await suite.t.db.selectFrom('access_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);

      await send(true);
      expect(await entries('customer.activate', id)).toHaveLength(1);
      const back = await suite.t.db
        .selectFrom('users')
        .select('is_active')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(back.is_active).toBe(1);
    }
  });
});
