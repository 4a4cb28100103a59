import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { sampleImage } from '../helpers/images.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// One shop's profile saved, and its logo replaced, by requests released together: each save
// starts by writing the shop row and each upload reads the logo it replaces with that row
// locked, so they take turns, and what is left is one request's whole work.
let t: TestContext;
const SHOP = 6;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, SHOP);
});
afterAll(() => t.close());

const ROUNDS = 8;
const PNG = await sampleImage('png');

/** A profile every text of which carries `tag`, in the default language and the two others. */
function profileOf(tag: string) {
  const texts = (language: string) => ({
    name: `${language} ${tag}`,
    short_description: `${language} short ${tag}`,
    description: `<p>${language} about ${tag}</p>`,
    estimated_delivery_time: `${language} days ${tag}`,
  });
  return {
    ...texts('en'),
    address: `Address ${tag}`,
    phone: '+1 555 010 3106',
    email: `${tag.toLowerCase()}@shop.example`,
    opening_time: '08:00',
    closing_time: '20:00',
    translations: { ar: texts('ar'), fr: texts('fr') },
    delivery_charge: 3,
  };
}

const save = (tag: string) =>
  t.app.inject({ method: 'PUT', url: '/api/seller/shop', payload: profileOf(tag), headers: bearer(token) });

/** Every text the shop holds now, in every language. */
async function storedTexts(): Promise<string[]> {
  const [row, texts] = await Promise.all([
    t.db
      .selectFrom('shops')
      .select(['name', 'short_description', 'description', 'estimated_delivery_time', 'address', 'email'])
      .where('id', '=', SHOP)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('translations')
      .select('value')
      .where('entity', '=', 'shop')
      .where('entity_id', '=', SHOP)
      .execute(),
  ]);
  return [...Object.values(row).map(String), ...texts.map((text) => text.value)];
}

function uploadLogo() {
  const payload = new FormData();
  payload.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  return t.app.inject({ method: 'POST', url: '/api/seller/shop/logo', headers: bearer(token), payload });
}

describe('a shop profile written by requests at once', () => {
  it(`two saves at once leave one save's profile whole, its texts in every language included (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const tags = [`A${round}x`, `B${round}y`];
      const answers = await Promise.all(tags.map(save));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const texts = await storedTexts();
      expect(texts).toHaveLength(6 + 8);
      const holders = tags.filter((tag) => texts.every((text) => text.toLowerCase().includes(tag.toLowerCase())));
      expect(holders, texts.join(' | ')).toHaveLength(1);
    }
  });

  it(`two logos at once leave one file, the one the shop names (${ROUNDS} rounds)`, async () => {
    // A logo of the shop's own to replace first, so both requests start from the same one.
    expect((await uploadLogo()).statusCode).toBe(200);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([uploadLogo(), uploadLogo()]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    }
    const { logo } = await t.db.selectFrom('shops').select('logo').where('id', '=', SHOP).executeTakeFirstOrThrow();
    const stored = readdirSync(path.join(t.dataDir, 'uploads', 'shops')).map((name) => `/uploads/shops/${name}`);
    expect(stored).toEqual([logo]);
  });
});
