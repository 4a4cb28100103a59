import { vi } from 'vitest';

/**
 * What the storefront's modules read of a browser, for unit tests in Node: a Map-backed
 * localStorage, the page's origin, a page with nothing written into it, and a fetch that records
 * each URL asked for and answers `answer`. Set before the modules are imported (they read
 * localStorage as they load).
 */
export function browserGlobals(answer: unknown = {}) {
  const storage = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  };
  const requests: string[] = [];
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('window', { localStorage, location: { origin: 'http://shop.test' } });
  vi.stubGlobal('document', { getElementById: () => null });
  vi.stubGlobal('fetch', async (url: URL) => {
    requests.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ data: answer }), { status: 200 });
  });
  return { storage, requests };
}
