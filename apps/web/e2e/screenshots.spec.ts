import path from 'node:path';
import { test } from '@playwright/test';

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: saves what a shopper sees, desktop and phone, in both directions, for review
// (`npm run screenshots`). Excluded from `npm test` by its @screens tag.
const pages = [
  '/',
  '/no-such-page',
  '/products?search=shoe',
  '/products?search=shoe&brand=5&size=12&min_price=20&max_price=200&sort=low_to_high',
  '/products/9/details',
  '/shops',
  '/shops/1',
  '/categories',
  '/categories/fashion?subcategory=11',
  '/flash-sale/1',
  '/blogs',
  '/blog/how-to-choose-the-right-running-shoe',
  '/about-us',
  '/contact-us',
  '/shop/register',
];

for (const locale of ['en', 'ar']) {
  test(`screens in ${locale} @screens`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Scroll through once so lazy images further down are in the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const slug = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-${slug}.png`), fullPage: true });
    }
    await page.goto('/');
    await page.getByRole('button', { name: /Categories|الفئات/ }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-categories-open.png`) });
    if (info.project.name === 'phone') {
      await page.keyboard.press('Escape');
      await page.locator('header button').first().click();
      await page.screenshot({ path: path.join(outDir, `${info.project.name}-${locale}-menu-open.png`) });
    }
  });
}
