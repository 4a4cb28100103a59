import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSetup } from '../../src/modules/setup/token.ts';
import { post } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// The setup link pressed by several people at once creates one staff account: one answer 200,
// the others 409, one admin row and one audit entry.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const N = 8;

describe('the first staff account asked for several times at once', () => {
  it(`${N} requests with the link at once, 5 rounds: one account, one audit entry, the token spent`, async () => {
    for (let round = 0; round < 5; round += 1) {
      // Back to a fresh install: no staff, a new link.
      await t.db.deleteFrom('users').where('role', '=', 'admin').execute();
      await t.db.deleteFrom('audit_log').execute();
      const token = await openSetup(t.db, t.app.clock);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          post(
            t,
            '/api/setup/staff',
            {
              token,
              name: `Operator ${i}`,
              email: `operator-${round}-${i}@shop.example`,
              password: 'a quiet walk by the river',
            },
            { ip: `10.78.${round}.${i + 1}` },
          ),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([200, ...Array(N - 1).fill(409)]);

      const admins = await t.db.selectFrom('users').select(['id', 'email']).where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
      const winner = answers.find((res) => res.statusCode === 200)?.json().data.email;
      expect(admins[0]?.email).toBe(winner);
      const audit = await t.db.selectFrom('audit_log').select(['actor_id', 'action']).execute();
      expect(audit).toEqual([{ actor_id: admins[0]?.id, action: 'staff.create' }]);
      expect(await t.db.selectFrom('setup_tokens').select('id').execute()).toEqual([]);
    }
  });
});
