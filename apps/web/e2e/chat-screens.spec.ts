import path from 'node:path';
import { expect, test } from './journey.ts';
import { apiAs, productsFromTwoShops, sellerToken, signInAsNewCustomer, storeLocale } from './support.ts';

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: saves the chat screens (messages screen empty and with a thread, the side panel
// from the basket), desktop and phone, in both directions, for review. Run with SCREENSHOTS=1.
for (const locale of ['en', 'ar']) {
  test(`chat screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${name}.png`) });
    };
    const { token, userId } = await signInAsNewCustomer(page, request, `shots-chat-${locale}`);
    const { first, other } = await productsFromTwoShops(request, locale === 'en' ? 2 : 3);
    await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 1 });
    await apiAs(request, token, '/store-message', { shop_id: other.shop.id, type: 'user' });
    await apiAs(request, token, '/store-message', { shop_id: first.shop.id, product_id: first.id, type: 'user' });
    await apiAs(request, token, '/send-message', { shop_id: first.shop.id, message: 'Hello! Is it in stock?' });
    const seller = await sellerToken(request, first.shop.id);
    for (const message of ['Yes, ships tomorrow.', 'Care guide: https://example.com/care <b>not bold</b>']) {
      await request.post('/api/seller/send-message', {
        headers: { Authorization: `Bearer ${seller}` },
        data: { user_id: userId, message },
      });
    }
    await storeLocale(page, locale);
    await page.goto('/massages');
    await page.getByTestId('seller-row').first().waitFor();
    await shot('messages');
    await page.goto(`/massages?shop_id=${first.shop.id}`);
    await expect(page.getByTestId('chat-message')).toHaveCount(4);
    await shot('messages-thread');

    await page.goto('/');
    await page.getByTestId('cart-button').click();
    await page
      .getByTestId('cart-shop')
      .getByRole('button')
      .filter({ hasText: /Chat|محادثة/ })
      .click();
    await expect(page.getByTestId('chat-panel').getByTestId('chat-message')).toHaveCount(4);
    await shot('chat-panel');
  });
}
