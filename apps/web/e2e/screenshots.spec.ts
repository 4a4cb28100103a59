import path from 'node:path';
import { test } from '@playwright/test';

const outDir = path.resolve(import.meta.dirname, '../../../test-results/screens');

// Not a check: saves what a shopper sees, desktop and phone, in both directions, for review
// (`npm run screenshots`). Excluded from `npm test` by its @screens tag.
const pages = ['/', '/no-such-page', '/products?search=shoe'];

for (const locale of ['en', 'ar']) {
  test(`screens in ${locale} @screens`, async ({ page }, info) => {
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const slug = url.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
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
