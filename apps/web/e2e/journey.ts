import { test as base, expect, type Page } from '@playwright/test';

/** Whether the storefront runs the page: React has taken its root (or the page has none). */
function rootTaken(): boolean {
  const root = document.getElementById('root');
  return !root || Object.keys(root).some((key) => key.startsWith('__react'));
}

/** Whether the storefront runs the page now. */
export const storefrontStarted = (page: Page): Promise<boolean> => page.evaluate(rootTaken);

/** Resolves once the storefront runs the page. */
export const storefrontRunning = (page: Page): Promise<unknown> => page.waitForFunction(rootTaken);

/**
 * Playwright's test, with a page whose `goto` and `reload` return once the storefront runs it,
 * as a shopper's next move comes. The load event Playwright waits for does not wait for that:
 * the storefront takes over the server's markup only once its landing screen's chunk (a dynamic
 * import) and the shop's settings are in. A journey about that moment names its own `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    const running = async <T>(navigated: Promise<T>, waitUntil: string | undefined) => {
      const response = await navigated;
      if (!waitUntil) await storefrontRunning(page);
      return response;
    };
    page.goto = (url, options) => running(goto(url, options), options?.waitUntil);
    page.reload = (options) => running(reload(options), options?.waitUntil);
    await use(page);
  },
});

export { expect };
