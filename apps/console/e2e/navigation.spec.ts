import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { isPhone, openMenuIfPhone, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/**
 * Both projects run at once against one database: each adds a menu link, a footer column and a
 * social link of its own (named after the project), moves only its own, and removes them all
 * at the end. The demo's own entries are left as they are.
 */
const tagOf = (project: string) => (project === 'console-phone' ? 'Phone' : 'Desk');

/** The storefront's menu links, in the order the header (or the phone's side menu) shows them. */
async function storefrontMenu(page: Page): Promise<Locator> {
  await page.goto('/');
  await storefrontRunning(page);
  await openMenuIfPhone(page);
  const menu =
    (page.viewportSize()?.width ?? 1280) < 1024
      ? page.getByRole('dialog', { name: 'Menu' })
      : page.getByRole('navigation', { name: 'Menu' });
  // The demo's last link is there once the menu is drawn.
  await expect(menu.getByRole('link', { name: 'Souk on GitHub' })).toBeVisible();
  return menu;
}

/** Drags `handle` with the mouse, in small steps as a hand does, and drops it on the middle of `target`. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const [from, to] = [await handle.boundingBox(), await target.boundingBox()];
  if (!from || !to) throw new Error('the handle or its target is not on the screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** The console's rows of a list, by name, in order. */
const rowNames = (list: Locator) =>
  list.locator(':scope > li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));

test('platform staff add, reorder and remove a menu link, a footer column and a social link; the storefront follows', async ({
  page,
}, testInfo) => {
  // Three lists changed, each checked in the storefront, in two languages.
  test.setTimeout(120_000);
  const tag = tagOf(testInfo.project.name);
  const menuName = `Deals ${tag}`;
  const columnTitle = `Help ${tag}`;
  const linkTitle = `Returns ${tag}`;
  const socialName = `Souk ${tag}`;

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Navigation' }).click();
  await expect(page.getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible();
  const menus = page.getByRole('list', { name: 'Header menu' });
  await expect(menus.locator('li[data-row="Souk on GitHub"]')).toBeVisible();
  await expectAccessible(page, 'console navigation');

  // A menu link, refused first on an address that is not a path in the shop.
  await page.getByRole('link', { name: 'Add a menu link' }).click();
  await expect(page.getByRole('heading', { name: 'Add a menu link', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(menuName);
  const url = page.getByLabel('Address (URL)');
  await url.fill('flash-sale');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(
    /The url must be a path in the shop starting with \/, such as \/shops\./,
  );
  await expect(page).toHaveURL(/\/console\/navigation\/menus\/new$/);
  await expectAccessible(page, 'console new menu link, refused address');
  await url.fill('/best-deal');
  await page.getByLabel('Name in العربية').fill(`عروض ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${menuName} added: shoppers see it at their next page load.`)).toBeVisible();
  await expect(menus.locator(`li[data-row="${menuName}"]`)).toBeVisible();

  // Moved up with the keyboard until it comes before the demo's last link; the focus stays on its button.
  const moveUp = page.getByRole('button', { name: `Move ${menuName} up` });
  for (let tries = 0; tries < 4; tries += 1) {
    const names = await rowNames(menus);
    if (names.indexOf(menuName) < names.indexOf('Souk on GitHub')) break;
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, `${menuName} moved to place`).last()).toBeVisible();
    await expect(moveUp).toBeFocused();
  }
  const order = await rowNames(menus);
  expect(order.indexOf(menuName)).toBeLessThan(order.indexOf('Souk on GitHub'));
  expect(order.indexOf(menuName)).toBeGreaterThan(order.indexOf('Contact'));

  // The storefront's next page load shows it in that place.
  const storefront = await storefrontMenu(page);
  const shown = await storefront.getByRole('link').allInnerTexts();
  const at = (name: string) => shown.map((text) => text.trim()).indexOf(name);
  expect(at(menuName), shown.join(' | ')).toBeGreaterThan(at('Contact'));
  expect(at(menuName)).toBeLessThan(at('Souk on GitHub'));
  await expect(storefront.getByRole('link', { name: menuName })).toHaveAttribute('href', '/best-deal');

  // Dragged by its handle onto the link before it, it takes that link's place, and keeps it.
  await page.goto('/console/navigation');
  await dragOnto(
    page,
    page.getByRole('button', { name: `Drag ${menuName} to another place` }),
    menus.locator('li[data-row="Contact"]'),
  );
  await expect(toast(page, `${menuName} moved to place`).last()).toBeVisible();
  await page.reload();
  await expect(menus.locator(`li[data-row="${menuName}"]`)).toBeVisible();
  const dropped = await rowNames(menus);
  expect(dropped.indexOf(menuName)).toBeLessThan(dropped.indexOf('Contact'));

  // A footer column with a link, and a social link edited after it is added.
  await page.goto('/console/navigation');
  await page.getByRole('link', { name: 'Add a footer column' }).click();
  await page.getByLabel('Column title', { exact: true }).fill(columnTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `The footer column ${columnTitle}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add an entry' }).click();
  await expect(page.getByRole('heading', { name: `Add an entry to ${columnTitle}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('link');
  await page.getByLabel('Title', { exact: true }).fill(linkTitle);
  await page.getByLabel('Address (URL)').fill('/page/return-and-refund-policy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${linkTitle} added`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Entries of this column' }).locator(`li[data-row="${linkTitle}"]`),
  ).toBeVisible();
  await expectAccessible(page, 'console footer column');

  await page.goto('/console/navigation');
  await page.getByRole('link', { name: 'Add a social link' }).click();
  await page.getByLabel('Network', { exact: true }).fill(`${socialName} draft`);
  await page.getByLabel('Page address').fill('https://social.example/draft');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${socialName} draft added`)).toBeVisible();
  await page.getByRole('link', { name: `Edit ${socialName} draft` }).click();
  const link = page.getByLabel('Page address');
  await link.fill('social.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(link).toHaveAccessibleDescription(/The link must be a full web address starting with https:\/\/\./);
  await page.getByLabel('Network', { exact: true }).fill(socialName);
  await link.fill(`https://social.example/${tag.toLowerCase()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${socialName} saved.`)).toBeVisible();

  // The storefront's footer shows the column, its link and the social link.
  await page.goto('/');
  await storefrontRunning(page);
  const footer = page.getByTestId('site-footer');
  // A phone folds the columns: each is opened (the social icons are in one of the demo's).
  if (isPhone(page)) {
    await expect(footer.getByRole('button', { name: columnTitle })).toBeVisible();
    const folded = footer.locator('button[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();
  } else await expect(footer.getByRole('heading', { name: columnTitle })).toBeVisible();
  await expect(footer.getByRole('link', { name: linkTitle })).toHaveAttribute('href', '/page/return-and-refund-policy');
  await expect(footer.getByRole('link', { name: socialName })).toHaveAttribute(
    'href',
    `https://social.example/${tag.toLowerCase()}`,
  );

  // In Arabic, right to left: the lists and a form.
  await page.goto('/console/navigation');
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التنقل', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console navigation, Arabic');
  await page.getByRole('link', { name: `تعديل ${menuName}` }).click();
  await expect(page.getByLabel('الاسم باللغة العربية')).toHaveValue(`عروض ${tag}`);
  await expectAccessible(page, 'console menu link, Arabic');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();

  // What the journey added is removed again, each asked a second time.
  await page.goto('/console/navigation');
  for (const name of [menuName, columnTitle, socialName]) {
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, `${name} removed.`)).toBeVisible();
    await expect(page.locator(`li[data-row="${name}"]`)).toHaveCount(0);
  }
  const after = await storefrontMenu(page);
  await expect(after.getByRole('link', { name: menuName })).toHaveCount(0);
});
