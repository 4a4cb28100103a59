import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { customerWithHistory, expectAccessible, publicIds, switchToArabic } from './a11y-support.ts';
import { addAddress, apiData, isPhone, signInAsNewCustomer } from './support.ts';

// axe-core on every route of router.tsx, left-to-right and right-to-left.
const directions = ['ltr', 'rtl'] as const;

/** Names as the shopper reads them: English, or the server's Arabic map in rtl. */
async function words(request: APIRequestContext, direction: string) {
  const arabic = direction === 'rtl' ? await apiData<Record<string, string>>(request, '/lang/ar') : {};
  return (english: string) => arabic[english] ?? english;
}

async function visitAll(page: Page, paths: string[], direction: string) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expectAccessible(page, `${direction} ${path}`);
  }
}

for (const direction of directions) {
  test.describe(`${direction}`, () => {
    test.beforeEach(async ({ page }) => {
      if (direction === 'rtl') await switchToArabic(page);
    });

    test(`public and blog routes have no WCAG violations (${direction})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const ids = await publicIds(request);
      const paths = [
        '/',
        '/shops',
        `/shops/${ids.product.shop.id}`,
        '/products',
        `/products/${ids.product.id}/details`,
        '/categories',
        `/categories/${ids.category}`,
        '/most-popular',
        '/best-deal',
        ...(ids.sale ? [`/flash-sale/${ids.sale}`] : []),
        '/support',
        '/terms-and-conditions',
        '/privacy-policy',
        '/about-us',
        '/page/return-and-refund-policy',
        '/contact-us',
        '/shop/register',
        '/no/such/page',
        '/blogs',
        `/blog/${ids.blog}`,
      ];
      await visitAll(page, paths, direction);
    });

    test(`account routes have no WCAG violations (${direction})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const ids = await customerWithHistory(page, request, direction === 'ltr' ? 4 : 5);
      const paths = [
        '/dashboard',
        '/order-history',
        `/order-history/${ids.order}`,
        `/order-history/${ids.order}/invoice`,
        '/wishlist',
        '/profile',
        '/send-quotes',
        `/view-quote/${ids.quote}`,
        `/edit-quote/${ids.pendingQuote}`,
        '/massages',
        '/manage-address',
        '/manage-address/new',
        `/manage-address/${ids.address}/edit`,
        '/change-password',
        '/support-tickets',
        `/support-ticket/${ids.ticket}`,
      ];
      await visitAll(page, paths, direction);
    });

    test(`the side menu and login dialog have no WCAG violations (${direction})`, async ({ page, request }) => {
      const t = await words(request, direction);
      await page.goto('/');
      if (isPhone(page)) {
        await page.getByRole('button', { name: t('Open menu') }).click();
        await expect(page.getByRole('dialog', { name: t('Menu') })).toBeVisible();
        await expectAccessible(page, `${direction} side menu`);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t('Login'), exact: true })
          .click();
      } else {
        await page.getByRole('button', { name: t('Login'), exact: true }).click();
      }
      await expect(page.getByRole('dialog', { name: t('Login') })).toBeVisible();
      await expectAccessible(page, `${direction} login dialog`);
    });

    test(`the cart popup, cart drawer and checkout dialog have no WCAG violations (${direction})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = await words(request, direction);
      const ids = await publicIds(request);
      const { token } = await signInAsNewCustomer(page, request, 'a11y-open');
      await addAddress(request, token);
      await addAddress(request, token);
      await page.goto(`/products/${ids.product.id}/details`);
      await page.getByRole('button', { name: t('Add to Cart') }).click();
      await expect(page.getByTestId('cart-popup')).toBeVisible();
      // The popup leaves after 3 s unless the pointer rests on it; on a slow machine axe ran
      // while it faded out and read the fading name as low contrast.
      await page.getByTestId('cart-popup').hover();
      await expectAccessible(page, `${direction} added-to-cart popup`);
      await page.mouse.move(0, 0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-popup')).toBeHidden();
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: new RegExp(t('My Cart')) });
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await drawer.getByTestId('cart-shop').getByRole('checkbox').check();
      await expectAccessible(page, `${direction} cart drawer`);

      await drawer.getByRole('button', { name: t('Proceed to Checkout') }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      // The pointer stays where the drawer's button was, over a checkout button: on a busy machine
      // axe once read that button's colours halfway through their hover transition.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('button', { name: t('Place Order') })).toBeVisible();
      await expectAccessible(page, `${direction} checkout`);
      await page.getByRole('button', { name: t('Change'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t('Change Address') })).toBeVisible();
      await expectAccessible(page, `${direction} change-address dialog`);
    });
  });
}
