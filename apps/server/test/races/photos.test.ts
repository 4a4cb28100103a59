import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { quickShoppers } from '../helpers/commerce.ts';
import { sampleImage } from '../helpers/images.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Profile photos sent together by one customer: each reads the photo it replaces with the
// user's row locked, so every replaced file is deleted and only the photo the row names stays.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 10;
const PNG = await sampleImage('png');

function uploadPhoto(token: string) {
  const payload = new FormData();
  payload.append('profile_photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return t.app.inject({ method: 'POST', url: '/api/update-profile', headers: bearer(token), payload });
}

/** The photo files stored, as the URLs the users rows name them by. */
function storedPhotos() {
  return readdirSync(path.join(t.dataDir, 'uploads', 'profiles')).map((name) => `/uploads/profiles/${name}`);
}

describe('profile photos sent at once', () => {
  it(`two photos at once leave one file, the one the profile names (${ROUNDS} rounds)`, async () => {
    const buyers = await quickShoppers(t, ROUNDS, 'photo');
    for (const who of buyers) {
      // A photo to replace first, so both requests start from the same old one.
      expect((await uploadPhoto(who.token)).statusCode).toBe(200);
      const answers = await Promise.all([uploadPhoto(who.token), uploadPhoto(who.token)]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    }
    const rows = await t.db
      .selectFrom('users')
      .select('profile_photo')
      .where(
        'id',
        'in',
        buyers.map((who) => who.id),
      )
      .execute();
    const named = rows.map((row) => row.profile_photo);
    expect(named.every((url) => url?.startsWith('/uploads/profiles/'))).toBe(true);
    expect(storedPhotos().sort()).toEqual(named.sort());
  });
});
