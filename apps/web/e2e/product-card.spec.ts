import { expect, test } from './journey.ts';
import { storeLocale } from './support.ts';

/** The card's corners in both directions: the discount badge at the start, the heart at the end. */
for (const [locale, direction] of [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test(`a card's discount badge sits at its start, clear of the wishlist heart (${direction})`, async ({ page }) => {
    await storeLocale(page, locale);
    await page.goto('/categories/fashion');
    const percentOff = /^-\d+%$/;
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByText(percentOff) })
      .first();
    const badge = card.getByText(percentOff);
    const heart = card.getByRole('button', { name: locale === 'en' ? /^Add to Wishlist/ : /المفضلة/ });
    await expect(heart).toBeVisible();
    const [c, b, h] = await Promise.all([card.boundingBox(), badge.boundingBox(), heart.boundingBox()]);
    if (!c || !b || !h) throw new Error('the card, its badge or its heart has no box');
    const middle = c.x + c.width / 2;
    if (direction === 'ltr') expect(b.x + b.width).toBeLessThan(middle);
    else expect(b.x).toBeGreaterThan(middle);
    const overlap = b.x < h.x + h.width && h.x < b.x + b.width && b.y < h.y + h.height && h.y < b.y + b.height;
    expect(overlap, 'the badge and the heart overlap').toBe(false);
  });
}
