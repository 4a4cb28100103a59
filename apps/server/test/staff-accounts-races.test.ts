import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';

// Saves released together from four staff members. Each save reads the stored settings (for
// its checks, its merge of a provider's fields and its audit entry) before it writes: without
// the settings' lock, on PostgreSQL two saves read the same state, one's keys are lost and the
// log's "before" values repeat.
const { suite, token } = staffRaceSuite();

const save = (payload: object, i: number) =>
  suite.t.app.inject({ method: 'PUT', url: '/api/staff/accounts', payload, headers: bearer(token(i)) });
const stored = async (key: string) => {
  const row = await suite.t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
};
const audits = async () =>
  (
    await suite.t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_type', '=', 'settings')
      .where('subject_id', '=', 'accounts')
      .orderBy('id')
      .execute()
  ).map((entry) => ({
    before: JSON.parse(entry.before ?? '{}') as Record<string, unknown>,
    after: JSON.parse(entry.after ?? '{}') as Record<string, unknown>,
  }));

describe('staff saving the account settings at once', () => {
  it('keep each other’s fields, and each save is logged against what it replaced', async () => {
    const N = 8;
    // Every save changes the same field, and one of its own, most of them inside one setting.
    const own = [
      { social_auths: { google: { client_id: 'google.apps.test' } } },
      { social_auths: { facebook: { client_id: '1234567890' } } },
      { social_auths: { apple: { client_id: 'com.souk.web' } } },
      { social_auths: { apple: { redirect_url: 'https://shop.example/back' } } },
      { social_auths: { google: { client_secret: 'google-secret' } } },
      { recaptcha: { site_key: 'site-key' } },
      { recaptcha: { secret_key: 'recaptcha-secret' } },
      { forgot_otp_type: 'phone' },
    ];
    // Never the stored 16: a save that changed nothing there would leave it out of its entry.
    const lengths = [10, 11, 12, 13, 14, 15, 17, 18];
    const bodies = own.map((fields, i) => ({ phone_max_length: lengths[i], ...fields }));
    const answers = await Promise.all(bodies.map((body, i) => save(body, i)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const entries = await audits();
    expect(entries).toHaveLength(N);
    // One after the other: each save's "before" is what the one before it left.
    for (let i = 1; i < N; i += 1)
      expect(entries[i]!.before.phone_max_length).toBe(entries[i - 1]!.after.phone_max_length);
    expect(await stored('phone_max_length')).toBe(entries.at(-1)!.after.phone_max_length);
    // No save lost another's field.
    expect(await stored('social_auths')).toEqual({
      google: { is_active: false, client_id: 'google.apps.test' },
      facebook: { is_active: false, client_id: '1234567890' },
      apple: { is_active: false, client_id: 'com.souk.web', redirect_url: 'https://shop.example/back' },
    });
    expect(await stored('social_auth_secrets')).toEqual({ google: 'google-secret', facebook: null });
    expect(await stored('recaptcha')).toEqual({
      is_active: false,
      site_key: 'site-key',
      secret_key: 'recaptcha-secret',
    });
    expect(await stored('forgot_otp_type')).toBe('phone');
  });

  it('check each save against what the one before it left, so no pair of them breaks a rule', async () => {
    // From 9 to 16 digits, each save alone is right; a minimum of 15 and a maximum of 12 together are not.
    const bodies = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? { phone_min_length: 15 } : { phone_max_length: 12 },
    );
    await save({ phone_min_length: 9, phone_max_length: 16 }, 0);
    const answers = await Promise.all(bodies.map((body, i) => save(body, i)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThan(0);
    const [min, max] = [await stored('phone_min_length'), await stored('phone_max_length')];
    expect(Number(min ?? 9)).toBeLessThanOrEqual(Number(max ?? 16));
  });
});
