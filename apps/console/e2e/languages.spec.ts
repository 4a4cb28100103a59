import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { pickLanguage, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/**
 * The language each project adds, so the desktop and phone runs side by side never meet: its
 * code, its name, and its words for two strings every storefront page shows (the language
 * menu's label, and the categories button of the shops page).
 */
const LANGUAGES = {
  'console-desktop': { code: 'eo', title: 'Esperanto', menu: 'Lingvo', categories: 'Ĉiuj kategorioj' },
  'console-phone': { code: 'ia', title: 'Interlingua', menu: 'Lingua', categories: 'Tote le categorias' },
} as const;

/** A new visitor's storefront page on the shops list (no language chosen yet: English). */
async function storefront(page: Page): Promise<Page> {
  const shopper = await page.context().newPage();
  await shopper.goto('/shops');
  await storefrontRunning(shopper);
  return shopper;
}

/** Types `text` as the language's string for `key` (found by searching), then leaves it unsaved. */
async function translate(page: Page, title: string, key: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search the strings' }).fill(key);
  const field = page.getByRole('textbox', { name: `Text in ${title} for: ${key}`, exact: true });
  await expect(field).toHaveValue('');
  await field.fill(text);
}

test('platform staff add a language, translate its strings and offer it; the storefront has it at its next load', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const language = LANGUAGES[testInfo.project.name as keyof typeof LANGUAGES] ?? LANGUAGES['console-desktop'];
  const { code, title } = language;

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('heading', { name: 'Languages', level: 1 })).toBeVisible();
  await expect(page.locator('[data-row="en"]')).toContainText('Default');
  await expectAccessible(page, 'console languages');

  // A code that is no language's: refused under the field, nothing added.
  await page.getByRole('link', { name: 'Add a language' }).click();
  await expect(page.getByRole('heading', { name: 'Add a language', level: 1 })).toBeVisible();
  const codeField = page.getByLabel('Code');
  await codeField.fill(`${title}!`);
  await page.getByLabel('Name in the language menu').fill(title);
  await page.getByRole('button', { name: 'Add the language' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/two or three letters/);
  await expectAccessible(page, 'console languages, refused code');

  await codeField.fill(code);
  await page.getByLabel('Direction').selectOption('ltr');
  await page.getByRole('button', { name: 'Add the language' }).click();
  await expect(toast(page, `${title} added`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (${code})`, level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ strings are missing/)).toBeVisible();
  await expect(page.getByText('Not offered', { exact: true })).toBeVisible();
  await expectAccessible(page, 'console language');
  // Its strings: every one missing, two written (kept across searches), saved together.
  await page.getByRole('link', { name: 'Edit the interface strings' }).click();
  await expect(page.getByRole('heading', { name: `Strings in ${title}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Missing/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /^Translated/ })).toContainText('0');
  await expectAccessible(page, 'console language strings');
  await translate(page, title, 'All Categories', language.categories);
  await translate(page, title, 'Language', language.menu);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes: 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the strings' }).click();
  await expect(toast(page, '2 strings saved.')).toBeVisible();
  await page.getByRole('link', { name: /^Translated/ }).click();
  await page.getByRole('searchbox', { name: 'Search the strings' }).fill('');
  await expect(page.getByText('2 strings', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Text in ${title} for: Language`, exact: true })).toHaveValue(
    language.menu,
  );

  // Offered to shoppers: the storefront's next load has it in its language menu, in its words.
  // It stays offered: the console's other forms that journeys fill meanwhile list every offered
  // language, and refuse a text (even a blank one) in a language switched off after they loaded.
  // Switching off is proved in apps/server/test/staff-languages.test.ts.
  await page.getByRole('link', { name: `Back to ${title}` }).click();
  await page.getByLabel('Offered to shoppers').check();
  await page.getByRole('button', { name: 'Save the language' }).click();
  await expect(toast(page, `${title} saved.`)).toBeVisible();
  await expect(page.getByText('Offered', { exact: true })).toBeVisible();
  // It may not become the default while it lacks strings: the page says why.
  await expect(page.getByText('Translate every string first')).toBeVisible();
  const shopper = await storefront(page);
  await pickLanguage(shopper, 'Language', title);
  await expect(shopper.locator('html')).toHaveAttribute('lang', code);
  await expect(shopper.getByRole('button', { name: language.menu })).toBeVisible();
  await expect(shopper.getByRole('button', { name: language.categories })).toBeVisible();
  await shopper.close();

  // In Arabic, right to left.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: `${title} (${code})`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اللغة الافتراضية', level: 2 })).toBeVisible();
  await expectAccessible(page, 'console language, Arabic');
  await page.getByRole('link', { name: 'كل اللغات' }).click();
  await expect(page.getByRole('heading', { name: 'اللغات', level: 1 })).toBeVisible();
  await expect(page.locator(`[data-row="${code}"]`).getByText('معروضة', { exact: true })).toBeVisible();
  await expectAccessible(page, 'console languages, Arabic');
  await page.getByRole('link', { name: `نصوص ${title}` }).click();
  await expect(page.getByRole('heading', { name: `النصوص بـ${title}`, level: 1 })).toBeVisible();
  await expectAccessible(page, 'console language strings, Arabic');
});
