import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import type { HomeResponse, ProductCard, ProductDetailsResponse, ProductFilters, ShopDetails } from '@souk/contract';
import { formatMoney } from '@souk/contract';
import { apiData, isPhone } from './support.ts';

interface ProductsData {
  total: number;
  products: ProductCard[];
  filters: ProductFilters;
}

const products = (request: Parameters<typeof apiData>[0], query: string) =>
  apiData<ProductsData>(request, `/products?per_page=10&${query}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shownPrice = (p: ProductCard) =>
  p.discount_price > 0 && p.discount_price < p.price ? p.discount_price : p.price;

/** On a phone the filter panel is a side dialog opened from the toolbar. */
async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
}

test('search from the navbar lists what the server finds for the term', async ({ page, request }) => {
  const expected = await products(request, 'search=shoe');
  await page.goto('/');
  const box = isPhone(page) ? page.getByRole('dialog').getByRole('searchbox') : page.getByRole('searchbox');
  if (isPhone(page)) await page.getByRole('button', { name: 'Search' }).click();
  await box.fill('shoe');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=shoe$/);
  await expect(page).toHaveTitle(/^Results for “shoe” - /);
  await expect(page.getByTestId('result-count')).toHaveText(`${expected.total} products`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(10, expected.total));
  await expect(cards.first()).toContainText(expected.products[0]!.name);
});

test('filtering by brand and price keeps the choice in the URL and narrows the list', async ({ page, request }) => {
  const all = await products(request, 'search=shoe');
  const brand = all.filters.brands[0]!;
  const [min, max] = [40, 120];
  const expected = await products(request, `search=shoe&brand_id=${brand.id}&min_price=${min}&max_price=${max}`);
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);

  await page.goto('/products?search=shoe');
  await openFilters(page);
  const brandButton = page.getByRole('button', { name: brand.name, exact: true });
  await brandButton.click();
  await expect(brandButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`brand=${brand.id}`));
  await page.getByLabel('Min price').fill(String(min));
  await page.getByLabel('Max price').fill(String(max));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`search=shoe&brand=${brand.id}&min_price=${min}&max_price=${max}$`));
  if (isPhone(page)) await page.getByRole('button', { name: `Show ${expected.total} products` }).click();

  await expect(page.getByTestId('result-count')).toHaveText(`${expected.total} products`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(10, expected.total));
  for (const [i, product] of expected.products.entries()) {
    await expect(cards.nth(i)).toContainText(product.name);
    await expect(cards.nth(i).getByTestId('card-price')).toContainText(formatMoney(shownPrice(product)));
  }

  // The link alone reproduces the view.
  await page.goto(page.url());
  await expect(page.getByTestId('result-count')).toHaveText(`${expected.total} products`);
});

test('sorting by price reorders the results', async ({ page, request }) => {
  const expected = await products(request, 'search=shoe&sort_type=high_to_low');
  await page.goto('/products?search=shoe');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/search=shoe&sort=high_to_low$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toContainText(expected.products[0]!.name);
  await expect(cards.nth(1)).toContainText(expected.products[1]!.name);
});

test('the paginator opens page 2 and marks it as the current page', async ({ page, request }) => {
  const second = await products(request, 'page=2');
  await page.goto('/products');
  const paginator = page.getByTestId('paginator');
  await expect(paginator.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // Five page numbers at most (docs/features/storefront.md#lists-and-pages).
  await expect(paginator.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
  await paginator.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(paginator.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('product-card').first()).toContainText(second.products[0]!.name);
});

test('choosing a size and a colour adds their extra prices; the shop link opens the shop', async ({
  page,
  request,
}) => {
  // A product in stock whose sizes and colours both differ in extra price from the first (preselected) ones.
  const differs = (options: Array<{ price: number }>) => options.some((o) => o.price !== options[0]!.price);
  let product: ProductCard | undefined;
  for (let pageNo = 1; !product && pageNo <= 8; pageNo += 1) {
    const list = await apiData<ProductsData>(request, `/products?per_page=100&page=${pageNo}`);
    product = list.products.find((p) => p.quantity > 0 && differs(p.sizes) && differs(p.colors));
  }
  expect(product).toBeDefined();
  const details = await apiData<ProductDetailsResponse>(request, `/product-details?product_id=${product!.id}`);
  const { sizes, colors } = details.product;
  const size = sizes.find((s) => s.price !== sizes[0]!.price)!;
  const color = colors.find((c) => c.price !== colors[0]!.price)!;
  const money = (...amounts: number[]) => formatMoney(Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100);
  const base = shownPrice(details.product);

  await page.goto(`/products/${product!.id}/details`);
  await expect(page).toHaveTitle(`${details.product.name} - Souk`);
  const price = page.getByTestId('product-price');
  await expect(price).toContainText(money(base, sizes[0]!.price, colors[0]!.price));
  await page.getByRole('radio', { name: new RegExp(`^${escape(size.name)}\\b`) }).check();
  await expect(price).toContainText(money(base, size.price, colors[0]!.price));
  await page.getByRole('radio', { name: new RegExp(`^${escape(color.name)}\\b`) }).check();
  await expect(price).toContainText(money(base, size.price, color.price));
  await expect(page.getByTestId('stock-state')).toContainText('In Stock');
  await expect(page.getByTestId('rating-breakdown')).toBeVisible();

  const shop = await apiData<{ shop: ShopDetails }>(request, `/shops/${details.product.shop.id}`);
  await expect(page.getByTestId('shop-summary').getByTestId('shop-status')).toHaveText(
    details.product.shop.shop_status,
  );
  await page.getByRole('link', { name: 'Visit Shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/shops/${shop.shop.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.shop.name);
  await expect(page.getByTestId('shop-status').first()).toHaveText(shop.shop.shop_status);
  const shopProducts = await products(request, `shop_id=${shop.shop.id}`);
  await expect(page.getByTestId('result-count')).toHaveText(`${shopProducts.total} products`);
});

test('signed out, the wishlist heart and the chat button open the login dialog', async ({ page, request }) => {
  const home = await apiData<HomeResponse>(request, '/home');
  await page.goto(`/products/${home.popular_products[0]!.id}/details`);
  // exact: the related products' card hearts name their product too.
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('shop-summary').getByRole('button', { name: 'Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a category lists its products and its sub-categories narrow them', async ({ page, request }) => {
  const { categories } = await apiData<HomeResponse>(request, '/home');
  const category = categories[1]!;
  const sub = category.sub_categories[1]!;
  const inCategory = await products(request, `category_id=${category.id}`);
  const inSub = await products(request, `category_id=${category.id}&sub_category_id=${sub.id}`);
  expect(inSub.total).toBeLessThan(inCategory.total);

  await page.goto('/categories');
  await page.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(page.getByTestId('result-count')).toHaveText(`${inCategory.total} products`);
  await page.getByRole('navigation', { name: 'Sub Categories' }).getByRole('link', { name: sub.name }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.slug}\\?subcategory=${sub.id}$`));
  await expect(page.getByTestId('result-count')).toHaveText(`${inSub.total} products`);
  await expect(page.getByTestId('product-card').first()).toContainText(inSub.products[0]!.name);
});

test('the running flash sale shows a live countdown and its products', async ({ page, request }) => {
  const home = await apiData<HomeResponse>(request, '/home');
  const sale = home.running_flash_sale!;
  await page.goto('/');
  const section = page.getByRole('region', { name: sale.name });
  await expect(section.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await section.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(new RegExp(`/flash-sale/${sale.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale.name);
  const timer = page.getByRole('timer', { name: 'Ends in' });
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
  await expect(page.getByTestId('product-card').first()).toContainText(sale.products[0]!.name);

  await page.goto('/flash-sale/999999');
  await expect(page.getByTestId('not-found')).toContainText('This flash sale does not exist or has been removed.');
});

test('home: load more adds the next "just for you" products', async ({ page, request }) => {
  const first = await apiData<HomeResponse>(request, '/home?page=1&per_page=12');
  const second = await apiData<HomeResponse>(request, '/home?page=2&per_page=12');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Just For You' });
  await expect(section.getByTestId('product-card')).toHaveCount(first.just_for_you.products.length);
  await section.getByRole('button', { name: 'Load More' }).click();
  const total = first.just_for_you.products.length + second.just_for_you.products.length;
  await expect(section.getByTestId('product-card')).toHaveCount(total);
  await expect(section.getByTestId('product-card').nth(12)).toContainText(second.just_for_you.products[0]!.name);
  await expect(page.getByRole('region', { name: 'Top Shops' }).getByTestId('shop-card')).toHaveCount(
    first.shops.length,
  );
});

test('a blog post opens from the list with its sanitised body', async ({ page, request }) => {
  const { blogs } = await apiData<{ blogs: Array<{ slug: string; title: string }> }>(request, '/blogs?per_page=10');
  const post = blogs[0]!;
  const details = await apiData<{ blog: { description: string } }>(request, `/blog/${post.slug}/details`);
  const heading = /<h2>([^<]+)<\/h2>/.exec(details.blog.description)?.[1];
  await page.goto('/blogs');
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
});

test('legal pages come from the server; unknown pages, products, shops and posts are not found', async ({
  page,
  request,
}) => {
  const about = await apiData<{ content: { title: string } }>(request, '/legal-pages/about-us');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.content.title);
  for (const [url, message] of [
    ['/page/no-such-page', 'The page you are looking for does not exist.'],
    ['/products/999999/details', 'This product does not exist.'],
    ['/shops/999999', 'This shop does not exist.'],
    ['/blog/no-such-post', 'This post does not exist.'],
    ['/categories/no-such-category', 'This category does not exist.'],
  ]) {
    await page.goto(url!);
    await expect(page.getByTestId('not-found')).toContainText(message!);
    await expect(page).toHaveTitle(/^Page not found - /);
  }
});

test('the contact form shows the server’s message under a missing field, then sends', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByTestId('contact-details')).toContainText('support@souk.example');
  await page.getByLabel('Full Name').fill('Sara Haddad');
  await page.getByLabel('Subject').fill('Where is my parcel?');
  await page.getByLabel('Your message').fill('It was due yesterday.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-phone-error')).toHaveText('The phone field is required.');
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');

  await phone.fill('5550102030');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('the seller application confirms after the server accepts it', async ({ page }, info) => {
  // One application per email: each project applies as its own owner.
  const email = `youssef.${info.project.name}@olive-grove.example`;
  await page.goto('/shop/register');
  await expect(page).toHaveTitle(/^Become a Seller - /);
  await page.getByLabel('Shop Name').fill('Olive Grove Pantry');
  await page.getByLabel('Owner Name').fill('Youssef Amrani');
  await page.getByLabel('Phone Number').fill('5550109999');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Address', { exact: true }).fill('12 Harbour Road, Tangier');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#field-email-error')).toHaveText('The email must be a valid email address.');

  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received');
  await expect(page.getByRole('status')).toContainText(email);
});

test('a shop’s reviews page on their own, leaving its products where they were', async ({ page, request }) => {
  const second = await apiData<{
    total: number;
    reviews: Array<{ customer_name: string; description: string | null }>;
  }>(request, '/reviews?shop_id=1&page=2&per_page=10');
  await page.goto('/shops/1?page=2');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('rating-breakdown')).toBeVisible();
  await reviews.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/shops\/1\?page=2&review_page=2$/);
  await expect(reviews.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(reviews.getByTestId('review-list').getByRole('listitem').first()).toContainText(
    second.reviews[0]!.customer_name,
  );
  await expect(
    page.getByRole('region', { name: 'Products' }).getByTestId('paginator').getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
});
