import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenPage } from '@souk/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FirstScreen } from './first-screen.ts';
import type { Language } from './head.ts';

/** The storefront's server bundle (apps/web/src/entry-server.tsx, built into dist/.ssr). */
interface StorefrontRenderer {
  renderFirstScreen(page: FirstScreenPage): Promise<string | undefined>;
}

/**
 * Draws a page's first screen as the storefront's own components draw it, from the answers the
 * page carries, so the browser paints it before any script has run. The same answers make the
 * same markup, so markup is kept by a digest of the URL and answers: a change to the shop's
 * data changes the answers and so the key, and nothing needs invalidating. A storefront built
 * without its server bundle leaves pages to the browser, as does a render that fails.
 */
export function serverRenderer(webDir: string) {
  let bundle: Promise<StorefrontRenderer | undefined> | undefined;
  // About 80 KB of markup a page: some 400 pages.
  const markup = new LRUCache<string, string>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (html) => html.length || 1,
  });

  return async function render(
    url: string,
    screen: FirstScreen,
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<string | undefined> {
    bundle ??= import(pathToFileURL(path.join(webDir, '.ssr', 'entry-server.js')).href).catch((error: unknown) => {
      log.warn({ err: error }, 'the storefront has no server bundle: pages are drawn in the browser only');
      return undefined;
    }) as Promise<StorefrontRenderer | undefined>;
    const renderer = await bundle;
    if (!renderer) return undefined;
    // The answers arrive in whatever order the calls finish: sorted, the same ones hash the same.
    const answers = Object.keys(screen.answers)
      .sort()
      .map((call) => [call, screen.answers[call]]);
    const key = createHash('sha256')
      .update(JSON.stringify([url, language.direction, screen.locale, answers]))
      .digest('base64url');
    const kept = markup.get(key);
    if (kept !== undefined) return kept;
    try {
      const html = await renderer.renderFirstScreen({
        url,
        locale: screen.locale,
        direction: language.direction,
        answers: screen.answers,
      });
      if (html !== undefined) markup.set(key, html);
      return html;
    } catch (error) {
      log.error({ err: error, url }, 'drawing the first screen on the server failed');
      return undefined;
    }
  };
}
