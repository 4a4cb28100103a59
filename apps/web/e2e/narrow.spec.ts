import { expect, test } from './journey.ts';
import { storeLocale } from './support.ts';

// Every catalogue and content screen fits a 320 px wide screen, left to right and right to left.
const pages = [
  '/',
  '/products?search=shoe',
  '/products/7/details',
  '/shops',
  '/shops/1',
  '/categories',
  '/categories/fashion?subcategory=11',
  '/most-popular',
  '/flash-sale/1',
  '/blogs',
  '/blog/how-to-choose-the-right-running-shoe',
  '/about-us',
  '/contact-us',
  '/support',
  '/shop/register',
];

for (const locale of ['en', 'ar']) {
  test(`nothing is wider than a 320 px screen (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await storeLocale(page, locale);
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeAttached();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${url} is ${width} px wide`).toBeLessThanOrEqual(320);
    }
  });
}
