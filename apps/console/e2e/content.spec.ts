import { expect, type Page, test } from '@playwright/test';
import type { StaffPage, StaffPagesResponse } from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { storeLocale, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';
import { takeTurn } from './turns.ts';

/** A small picture for the post's thumbnail (a teal 64 × 36 PNG). */
const THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDD+q/XsxLL6+E+YaAQAWlo+nGa6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAvWJ3Ie4S3aAbgF6xuxB3iW7QDUCv2F2Iu0Q36AagV+wuxF2iG3QD0Ct2F0IP+ZsH6H9IiJn2Z24AAAAASUVORK5CYII=',
  'base64',
);

/** The staff API as the signed-in staff member (their token, as the console keeps it). */
async function staffApi(page: Page) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access.token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const answer = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    about: async () => {
      const { pages } = await answer<StaffPagesResponse>(
        await page.request.get('/api/staff/content/pages', { headers }),
      );
      const id = pages.find((row) => row.slug === 'about-us')?.id;
      return (await answer<{ page: StaffPage }>(await page.request.get(`/api/staff/content/pages/${id}`, { headers })))
        .page;
    },
    restore: async ({ id, title, description, translations }: StaffPage) =>
      answer(
        await page.request.put(`/api/staff/content/pages/${id}`, {
          headers,
          data: { title, description, translations },
        }),
      ),
  };
}

/** A fresh storefront page in `locale`, as a shopper's next visit loads it. */
async function storefront(page: Page, locale: string, at: string): Promise<Page> {
  const shopper = await page.context().newPage();
  await storeLocale(shopper, locale);
  await shopper.goto(at);
  await storefrontRunning(shopper);
  return shopper;
}

test('platform staff write a blog post and edit the About page in Arabic; the storefront shows both at its next load', async ({
  page,
}, testInfo) => {
  const tag = testInfo.project.name === 'console-phone' ? 'phone' : 'desk';
  const title = `Packing light (${tag})`;
  const slug = `packing-light-${tag}`;

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Blogs and pages' }).click();
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console blog posts');

  // The post, saved hidden, then given its thumbnail and shown.
  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Style Guides' });
  await page.getByLabel('Summary', { exact: true }).fill('One bag for a whole weekend.');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Roll your clothes, do not fold them.');
  const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
  await tags.fill('travel,');
  await tags.fill('carry-on');
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove the tag carry-on' })).toBeVisible();
  await expectAccessible(page, 'console new blog post');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${title} saved hidden`)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page
    .getByLabel('Add a thumbnail')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: THUMBNAIL });
  await expect(toast(page, 'Thumbnail saved.')).toBeVisible();
  await page.getByLabel('Shown in the storefront').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${title} saved:`)).toBeVisible();
  await expect(page.locator(`tr[data-row="${slug}"]`)).toContainText('Shown');

  // The storefront's next load: the blog list, then the post with its tags.
  const blog = await storefront(page, 'en', '/blogs');
  await blog.getByRole('link', { name: title }).click();
  await expect(blog.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(blog.getByRole('list', { name: 'Tags' })).toContainText('#carry-on');
  await blog.close();

  // The About page in Arabic, one project at a time.
  const api = await staffApi(page);
  const release = await takeTurn('about-page');
  const original = await api.about();
  const arabicTitle = `من نحن (${tag})`;
  try {
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByRole('link', { name: `Edit ${original.title}` }).click();
    await page.getByText('Texts in العربية').click();
    await page.getByLabel('Title in العربية').fill(arabicTitle);
    await page.getByRole('textbox', { name: 'Content in العربية' }).fill('سوق يجمع الجيران: بائعون ومتسوقون.');
    await expectAccessible(page, 'console About page');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${original.title} saved:`)).toBeVisible();

    const about = await storefront(page, 'ar', '/about-us');
    await expect(about.getByRole('heading', { name: arabicTitle, level: 1 })).toBeVisible();
    await expect(about.getByText('سوق يجمع الجيران: بائعون ومتسوقون.')).toBeVisible();
    await about.close();
  } finally {
    await api.restore(original);
    await release();
  }

  // Both are in the audit log (chosen by the actions' own names: the log's labels for them may not be there).
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('blog.create');
  await expect(page.getByRole('row').filter({ hasText: slug })).toHaveCount(1);
  await page.getByLabel('Action').selectOption('page.update');
  await expect(page.getByRole('row').filter({ hasText: arabicTitle }).first()).toBeVisible();
  await expectAccessible(page, 'console audit log, content');

  // What the journey wrote is removed again.
  await page.goto('/console/content');
  await page.locator(`tr[data-row="${slug}"]`).getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, `${title} removed.`)).toBeVisible();
  await expect(page.locator(`tr[data-row="${slug}"]`)).toHaveCount(0);
});
