import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../src/seed/lang/index.ts';
import { compileTranslator } from '../src/modules/settings/message-translator.ts';
import { registerCustomer } from './helpers/accounts.ts';
import { preparedProduct } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let token: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerCustomer(t)).token;
  productId = (await preparedProduct(t, { price: 1000, quantity: 3 })).id;
});
afterAll(() => t.close());

/** Adds more than the stock to the cart in the given language: a 422 naming `quantity`. */
function overStock(language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/store',
    payload: { product_id: productId, quantity: 5 },
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });
}

describe('server messages in the shopper’s language', () => {
  it('answers the same failing request in English, Arabic and French', async () => {
    const english = await overStock('en');
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      message: 'Only 3 items are left in stock.',
      errors: { quantity: ['Only 3 items are left in stock.'] },
    });

    const arabic = await overStock('ar-EG,ar;q=0.9');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      message: 'تبقى 3 قطع فقط في المخزون.',
      errors: { quantity: ['تبقى 3 قطع فقط في المخزون.'] },
    });

    const french = await overStock('fr');
    expect(french.json().message).toBe('Il ne reste que 3 articles en stock.');
  });

  it('falls back to the default language for an unknown one or none', async () => {
    expect((await overStock('de-DE')).json().message).toBe('Only 3 items are left in stock.');
    expect((await overStock()).json().message).toBe('Only 3 items are left in stock.');
  });

  it('translates validation errors field by field, with the field’s name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: {},
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['حقل البريد الإلكتروني مطلوب.'],
      password: ['حقل كلمة المرور مطلوب.'],
    });
  });

  it('translates success messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/store',
      payload: { product_id: productId, quantity: 1 },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DEMO_MESSAGES.fr['Product added to cart']);
  });

  it('translates a missing sign-in (401) too', async () => {
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/carts',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json()).toEqual({ message: 'غير مصادق عليه.' });
  });
});

describe('compileTranslator', () => {
  const translate = compileTranslator(DEMO_MESSAGES.ar);

  it('replaces whole messages and fills the templates of messages with numbers or names', () => {
    expect(translate('This product is out of stock.')).toBe('هذا المنتج غير متوفر في المخزون.');
    expect(translate('Only 1 item is left in stock.')).toBe('تبقى قطعة واحدة فقط في المخزون.');
    expect(translate('Please wait 42 seconds before asking for a new code.')).toBe(
      'يرجى الانتظار 42 ثانية قبل طلب رمز جديد.',
    );
    expect(translate('Only 2 of Linen Shirt left in stock.')).toBe('تبقى 2 فقط من Linen Shirt في المخزون.');
  });

  it('leaves a message it does not know in English', () => {
    expect(translate('Something brand new happened.')).toBe('Something brand new happened.');
  });

  it('translates every server message the storefront shows in each language', () => {
    for (const locale of ['ar', 'fr'] as const) {
      const translateIn = compileTranslator(DEMO_MESSAGES[locale]);
      for (const message of [
        'You can only add products from the same shop!',
        'This voucher code is not valid.',
        'These credentials do not match our records.',
        'You can keep at most 10 addresses. Please delete one first.',
        'Only a pending quote can be edited.',
        'This ticket is closed; replies are no longer possible.',
        'Order placed successfully.',
      ]) {
        expect(translateIn(message)).not.toBe(message);
      }
    }
  });

  it('translates the shop console’s answers, with their numbers', () => {
    for (const locale of ['ar', 'fr'] as const) {
      const translateIn = compileTranslator(DEMO_MESSAGES[locale]);
      for (const message of [
        'Voucher added.',
        'Voucher not found.',
        'Products added to the flash sale.',
        'The quantity may not be less than the 7 already sold.',
        'Shop profile saved.',
        'Pictures added.',
        'Products imported.',
        'This voucher changed meanwhile; please check your order again.',
      ]) {
        expect(translateIn(message), message).not.toBe(message);
      }
      expect(translateIn('The quantity may not be less than the 7 already sold.')).toContain('7');
    }
  });
});
