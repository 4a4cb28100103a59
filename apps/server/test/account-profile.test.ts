import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, login, post, registerCustomer } from './helpers/accounts.ts';
import { sampleImage } from './helpers/images.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Real images: the server decodes and re-encodes every photo (uploads-hardening.test.ts).
const [PNG, JPEG, GIF, WEBP] = await Promise.all([
  sampleImage('png'),
  sampleImage('jpeg'),
  sampleImage('gif'),
  sampleImage('webp'),
]);

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('profile_photo', new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

function updateProfile(token: string, payload: FormData | object) {
  return t.app.inject({ method: 'POST', url: '/api/update-profile', headers: bearer(token), payload });
}

describe('GET /api/profile and POST /api/update-profile', () => {
  it('updates name, email, phone and gender from a multipart form', async () => {
    const { token, user } = await registerCustomer(t);
    const res = await updateProfile(
      token,
      form({ name: 'Nora Renamed', email: 'Renamed.Nora@Example.com', phone: '555 123 4567', gender: 'female' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: user.id,
      name: 'Nora Renamed',
      email: 'renamed.nora@example.com',
      phone: '5551234567',
      gender: 'female',
    });
    expect((await get(t, '/api/profile', token)).json().data.user.name).toBe('Nora Renamed');
    // JSON works too, and a field left out stays as it is.
    const json = await updateProfile(token, { date_of_birth: '1990-04-05' });
    expect(json.json().data.user).toMatchObject({ name: 'Nora Renamed', date_of_birth: '1990-04-05' });
  });

  it('makes a changed email unverified again', async () => {
    const res = await login(t, 'customer@example.com', 'Souk-demo-2026');
    const { access, user } = res.json().data;
    const token = access.token as string;
    expect(user.email_verified).toBe(true);
    const same = await updateProfile(token, form({ email: 'customer@example.com', name: 'Sara Customer' }));
    expect(same.json().data.user.email_verified).toBe(true);
    const { token: other } = await registerCustomer(t);
    const changed = await updateProfile(other, form({ email: 'brand-new-address@example.com' }));
    expect(changed.json().data.user).toMatchObject({ email_verified: false, account_verified: false });
  });

  it("refuses another account's email or phone and bad values, per field", async () => {
    const { token } = await registerCustomer(t);
    const taken = await updateProfile(token, form({ email: 'customer@example.com', phone: '5550100001' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      phone: ['The phone has already been taken.'],
      email: ['The email has already been taken.'],
    });
    const bad = await updateProfile(
      token,
      form({ name: '', email: 'nope', gender: 'robot', date_of_birth: '2990-01-01' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      gender: ['The gender must be male, female or other.'],
      date_of_birth: ['The date of birth must be a date in the past.'],
    });
    expect((await updateProfile(token, form({ phone: '1234' }))).json().errors.phone).toEqual([
      'The phone must be at least 9 digits.',
    ]);
  });

  it('ignores role, verification and id fields (mass assignment)', async () => {
    const { token, user } = await registerCustomer(t);
    const res = await updateProfile(
      token,
      form({
        name: 'Still Me',
        id: '1',
        role: 'admin',
        email_verified_at: '2020-01-01T00:00:00.000Z',
        phone_verified: 'true',
        is_active: '0',
        password_hash: 'x',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: user.id,
      name: 'Still Me',
      email_verified: false,
      is_active: true,
    });
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'email_verified_at', 'phone_verified_at', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'customer', email_verified_at: null, phone_verified_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id/);
    const other = await t.db.selectFrom('users').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(other.name).not.toBe('Still Me');
  });

  it('stores png, jpeg, webp and gif photos by content under uploads/profiles with random names', async () => {
    const { token } = await registerCustomer(t);
    const urls: string[] = [];
    for (const [bytes, ext, format] of [
      [PNG, 'png', 'png'],
      [JPEG, 'jpg', 'jpeg'],
      [WEBP, 'webp', 'webp'],
      [GIF, 'gif', 'gif'],
    ] as const) {
      // The client's file name and type do not matter: the bytes do.
      const res = await updateProfile(token, form({}, { bytes, name: 'photo.txt', type: 'text/plain' }));
      expect(res.statusCode).toBe(200);
      const url = res.json().data.user.profile_photo as string;
      expect(url).toMatch(new RegExp(`^/uploads/profiles/[0-9a-f]{32}\\.${ext}$`));
      urls.push(url);
      const file = path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));
      expect((await sharp(readFileSync(file)).metadata()).format).toBe(format);
      const served = await t.app.inject(url);
      expect(served.statusCode).toBe(200);
      // The avatar at the width a page shows it: a resized copy is kept for it.
      expect((await t.app.inject(`${url}?w=160`)).headers['content-type']).toBe('image/webp');
    }
    const copy = (url: string) =>
      path.join(t.dataDir, 'cache', 'images', '160', `${url.replace('/uploads/', '')}.webp`);
    // A replaced photo is deleted, with its resized copy.
    for (const url of urls.slice(0, -1)) {
      expect(existsSync(path.join(t.dataDir, 'uploads', url.replace('/uploads/', '')))).toBe(false);
      expect(existsSync(copy(url)), `${url}'s copy`).toBe(false);
    }
    expect(existsSync(copy(urls.at(-1) ?? ''))).toBe(true);
  });

  it('refuses a file that is not an image, whatever it claims, and one over 2 MB', async () => {
    const { token } = await registerCustomer(t);
    const fake = await updateProfile(
      token,
      form(
        { name: 'Unchanged?' },
        { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'a.png', type: 'image/png' },
      ),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({
      profile_photo: ['The profile photo must be an image of type: png, jpeg, webp, gif.'],
    });
    expect((await get(t, '/api/profile', token)).json().data.user.name).not.toBe('Unchanged?');

    const exactly = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect(
      (await updateProfile(token, form({}, { bytes: exactly, name: 'a.png', type: 'image/png' }))).statusCode,
    ).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await updateProfile(token, form({}, { bytes: big, name: 'a.png', type: 'image/png' }));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ profile_photo: ['The profile photo may not be greater than 2 MB.'] });
  });

  it('answers broken or overfull forms with a 4xx', async () => {
    const { token } = await registerCustomer(t);
    const twoFiles = form({}, { bytes: PNG, name: 'a.png', type: 'image/png' });
    twoFiles.append('other', new Blob([PNG]), 'b.png');
    expect((await updateProfile(token, twoFiles)).statusCode).toBe(413);
    const twice = new FormData();
    twice.append('name', 'One');
    twice.append('name', 'Two');
    expect((await updateProfile(token, twice)).statusCode).toBe(422);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nNo end',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: 'The form data could not be read.' });
  });

  it('needs a signed-in customer', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/update-profile', payload: form({ name: 'x' }) })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/change-password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const { token, body, password } = await registerCustomer(t);
    const second = (await login(t, body.email, password)).json().data.access.token;

    const wrong = await post(
      t,
      '/api/change-password',
      {
        current_password: 'not it at all',
        password: 'a fresh long password',
        password_confirmation: 'a fresh long password',
      },
      { token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });

    const mismatch = await post(
      t,
      '/api/change-password',
      { current_password: password, password: 'a fresh long password', password_confirmation: 'a fresh long passwor' },
      { token },
    );
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Confirm Password does not match.'] });

    const ok = await post(
      t,
      '/api/change-password',
      { current_password: password, password: 'a fresh long password', password_confirmation: 'a fresh long password' },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await get(t, '/api/profile', token)).statusCode).toBe(200);
    expect((await get(t, '/api/profile', second)).statusCode).toBe(401);
    expect((await login(t, body.email, password)).statusCode).toBe(422);
    expect((await login(t, body.email, 'a fresh long password')).statusCode).toBe(200);
  });

  it('refuses a common or unchanged new password', async () => {
    const { token, password } = await registerCustomer(t);
    const common = await post(
      t,
      '/api/change-password',
      { current_password: password, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
      { token },
    );
    expect(common.json().errors.password).toEqual(['This password is too common. Please choose a less common one.']);
    const same = await post(
      t,
      '/api/change-password',
      { current_password: password, password, password_confirmation: password },
      { token },
    );
    expect(same.json().errors.password).toEqual(['The new password must be different from the current password.']);
  });
});
