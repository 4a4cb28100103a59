import { test as base, expect, type Page } from '@playwright/test';

/** Resolves once the storefront runs the page: React has taken its root (or it has none). */
export function storefrontRunning(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__react'));
  });
}

/**
 * Playwright's test, with a page whose `goto` and `reload` return once the storefront runs it,
 * as a shopper's next move comes. The load event Playwright waits for does not wait for that:
 * the storefront takes over the server's markup only once its landing screen's chunk (a dynamic
 * import) and the shop's settings are in. A journey about that moment names its own `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await storefrontRunning(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await storefrontRunning(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
