import { expect, test } from './journey.ts';
import type { FlashSaleDetailsResponse, HomeResponse, ProductCard, ProductDetailsResponse } from '@souk/contract';
import { apiData, storeLocale } from './support.ts';

// The catalogue's own texts in the shopper's language: what the server keeps translated (sales,
// categories, units, shops' delivery times, the shop's pages) reaches the screens in Arabic.

test('in Arabic, a flash sale’s page names the sale and its category chips in Arabic', async ({ page, request }) => {
  const arabic = await apiData<Record<string, string>>(request, '/lang/ar');
  const { running_flash_sale } = await apiData<HomeResponse>(request, '/home', 'ar');
  const { flash_sale } = await apiData<FlashSaleDetailsResponse>(
    request,
    `/flash-sale/${running_flash_sale!.id}/details`,
    'ar',
  );
  await storeLocale(page, 'ar');
  await page.goto(`/flash-sale/${flash_sale.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flash_sale.name);
  const chips = page.getByRole('navigation', { name: arabic['Categories'] }).getByRole('link');
  await expect(chips).toHaveText([arabic['All']!, ...flash_sale.categories.map((category) => category.name)]);
  const english = await apiData<FlashSaleDetailsResponse>(request, `/flash-sale/${flash_sale.id}/details`);
  expect(flash_sale.categories.map((category) => category.name)).not.toContain(english.flash_sale.categories[0]!.name);
});

test('in Arabic, a product’s unit of sale and its shop’s delivery time are in Arabic', async ({ page, request }) => {
  const arabic = await apiData<Record<string, string>>(request, '/lang/ar');
  const { products } = await apiData<{ products: ProductCard[] }>(request, '/products?per_page=40', 'ar');
  const card = products.find((product) => product.unit !== null)!;
  const english = await apiData<ProductDetailsResponse>(request, `/product-details?product_id=${card.id}`);
  await storeLocale(page, 'ar');
  await page.goto(`/products/${card.id}/details`);
  const unit = page.getByRole('group', { name: arabic['Unit'] });
  await expect(unit).toContainText(card.unit!.name);
  await expect(page.getByText(`${arabic['Estimated delivery']}: ${card.shop.estimated_delivery_time}`)).toBeVisible();
  expect(card.unit!.name).not.toBe(english.product.unit!.name);
  expect(card.shop.estimated_delivery_time).not.toBe(english.product.shop.estimated_delivery_time);
});

test('in Arabic, about us and the policy pages are written in Arabic', async ({ page, request }) => {
  await storeLocale(page, 'ar');
  for (const slug of ['about-us', 'privacy-policy', 'terms-and-conditions']) {
    const english = await apiData<{ content: { title: string } }>(request, `/legal-pages/${slug}`);
    const arabic = await apiData<{ content: { title: string; description: string } }>(
      request,
      `/legal-pages/${slug}`,
      'ar',
    );
    expect(arabic.content.title).not.toBe(english.content.title);
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.content.title);
    const heading = /<h2>([^<]+)<\/h2>/.exec(arabic.content.description)![1]!;
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});
