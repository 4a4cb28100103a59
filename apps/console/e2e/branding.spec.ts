import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import type { StaffBrandingBody, StaffBrandingResponse } from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { storeLocale, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';
import { takeTurn } from './turns.ts';

/**
 * Colours each project saves: dark enough for white text at WCAG AA (the storefront's buttons),
 * since every journey running meanwhile sees them for the few seconds before they are restored.
 */
const GOOD_PRIMARY = { 'console-desktop': '#0b6e8f', 'console-phone': '#7c3aed' } as const;
/** Too light for white text: the console warns before it is saved. */
const LIGHT_PRIMARY = '#7fd4ff';

/** The signed-in staff member's token, as the console keeps it. */
const staffTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access.token,
  );

async function branding(request: APIRequestContext, token: string): Promise<StaffBrandingResponse['branding']> {
  const response = await request.get('/api/staff/branding', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StaffBrandingResponse }).data.branding;
}

async function restore(request: APIRequestContext, token: string, body: StaffBrandingBody): Promise<void> {
  const response = await request.put('/api/staff/branding', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A fresh storefront page in `locale`, as a shopper's next visit loads it. */
async function storefront(page: Page, locale: string): Promise<Page> {
  const shopper = await page.context().newPage();
  await storeLocale(shopper, locale);
  await shopper.goto('/');
  await storefrontRunning(shopper);
  return shopper;
}

test('platform staff change the hotline, the footer and the theme; the storefront shows each at its next load', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name as keyof typeof GOOD_PRIMARY;
  const good = GOOD_PRIMARY[project] ?? GOOD_PRIMARY['console-desktop'];

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Branding' }).click();
  await expect(page.getByRole('heading', { name: 'Branding and storefront', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console branding');

  const token = await staffTokenOf(page);
  const release = await takeTurn('branding');
  const original = await branding(page.request, token);
  const originalArabic = original.translations.ar!.web_footer_description ?? '';
  // Values that keep the originals in them, so a journey that read the originals meanwhile still finds them.
  const hotline = `${original.mobile} (${project === 'console-phone' ? 2 : 1})`;
  const description = `${original.web_footer_description} Open on ${project}.`;
  const arabicDescription = `${originalArabic} مفتوح دائمًا.`;
  try {
    // The form starts from the saved values (the turn may have waited on the other project's save).
    await page.reload();
    const hotlineField = page.getByLabel('Hotline');
    await expect(hotlineField).toHaveValue(original.mobile ?? '');

    // A hotline of words: refused under the field, nothing saved.
    await hotlineField.fill('call us');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(hotlineField).toHaveAttribute('aria-invalid', 'true');
    await expect(hotlineField).toHaveAccessibleDescription(/The hotline may hold only digits/);
    await expectAccessible(page, 'console branding, refused hotline');

    await hotlineField.fill(hotline);
    await page.getByRole('group', { name: 'Footer · English' }).getByLabel('Footer description').fill(description);
    await page
      .getByRole('group', { name: 'Footer in العربية' })
      .getByLabel('Footer description')
      .fill(arabicDescription);
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(toast(page, 'Branding saved')).toBeVisible();

    // The storefront's next load, in English then in Arabic.
    const english = await storefront(page, 'en');
    await expect(english.getByTestId('top-bar')).toContainText(hotline);
    await expect(english.getByTestId('site-footer')).toContainText(description);
    await english.close();
    const arabic = await storefront(page, 'ar');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByTestId('site-footer')).toContainText(arabicDescription);
    await arabic.close();

    // A primary colour too light for white text: the palette, the preview and a warning.
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    const preview = page.getByTestId('preview-button');
    await primary.fill(LIGHT_PRIMARY);
    await expect(page.getByRole('alert').filter({ hasText: 'below the 4.5:1 contrast' })).toBeVisible();
    await expect(page.getByLabel('Shade 600')).toHaveValue(LIGHT_PRIMARY);
    const lightShade = await page.getByLabel('Shade 700').inputValue();
    expect(lightShade).toMatch(/^#[0-9a-f]{6}$/);
    await expect(preview).toHaveCSS('background-color', rgbOf(lightShade));

    // A darker one: no warning, and saved, the storefront's next load is in it.
    await primary.fill(good);
    await expect(page.getByText('below the 4.5:1 contrast')).toHaveCount(0);
    const shade700 = await page.getByLabel('Shade 700').inputValue();
    await expect(preview).toHaveCSS('background-color', rgbOf(shade700));
    await expectAccessible(page, 'console branding, new palette');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(toast(page, 'Branding saved')).toBeVisible();
    const themed = await storefront(page, 'en');
    const property = (name: string) =>
      themed.evaluate((p) => getComputedStyle(document.documentElement).getPropertyValue(p).trim(), name);
    expect(await property('--color-primary')).toBe(good);
    expect(await property('--color-primary-700')).toBe(shade700);
    await themed.close();
    // Every journey running meanwhile sees the theme: it goes back at once.
    await restore(page.request, token, { theme_colors: original.theme_colors as StaffBrandingBody['theme_colors'] });
  } finally {
    await restore(page.request, token, {
      mobile: original.mobile,
      web_footer_description: original.web_footer_description,
      translations: { ar: { web_footer_description: originalArabic } },
      ...(Object.keys(original.theme_colors).length === 12
        ? { theme_colors: original.theme_colors as StaffBrandingBody['theme_colors'] }
        : {}),
    });
    await release();
  }

  // In Arabic, right to left, with the originals back in the form.
  await page.reload();
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الهوية وواجهة المتجر', level: 1 })).toBeVisible();
  await expect(page.getByLabel('الخط الساخن')).toHaveValue(original.mobile ?? '');
  await expectAccessible(page, 'console branding, Arabic');
  await page.getByLabel('الخط الساخن').fill('اتصل بنا');
  await page.getByRole('button', { name: 'حفظ الهوية' }).click();
  await expect(page.getByLabel('الخط الساخن')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'console branding, Arabic, refused hotline');
});

/** `#rrggbb` as computed styles write it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
