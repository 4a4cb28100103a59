import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { runInLocale } from '../../lib/content-locale.ts';
import { listLanguages, readSettings } from '../settings/queries.ts';
import { firstScreen } from './first-screen.ts';
import { injectHead, injectRoot, templateDescription } from './head.ts';
import { publicOrigin } from './origin.ts';
import { pageMeta, trimPath } from './page-meta.ts';
import { type BuildManifest, readBuildManifest, screenChunks } from './screen-chunks.ts';
import { serverRenderer } from './server-render.ts';
import { plainSummary } from './text.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * Renders the storefront's index.html for the page paths search engines index (home, listings,
 * products, shops, categories, blog posts) with their head tags; undefined for every other path,
 * which keeps the plain index.html. index.html is read once: a new build means a restart.
 */
export function seoPages(context: AppContext) {
  const { db, kind, config, clock } = context;
  let template: Promise<string> | undefined;
  const readTemplate = () =>
    (template ??= readFile(path.join(config.webDir, 'index.html'), 'utf8').catch((error: unknown) => {
      template = undefined; // a failed read is tried again on the next page, not cached
      throw error;
    }));

  // The storefront build's chunk map, read once too: the screens' files to preload.
  let manifest: Promise<BuildManifest> | undefined;
  const drawFirstScreen = serverRenderer(config.webDir);

  return async function renderPage(request: FastifyRequest): Promise<RenderedPage | undefined> {
    const url = new URL(request.url, 'http://page.invalid');
    const [settings, languages] = await Promise.all([readSettings(db), listLanguages(db)]);
    const origin = publicOrigin(config, request);
    const site = { origin, appName: settings.app_name, logo: settings.web_logo };
    const path = trimPath(url.pathname);
    const requested = languages.find((l) => l.name === url.searchParams.get('lang'));
    const lookup = () => pageMeta(path, { db, scope: { kind, rootOnly: !settings.multi_vendor, clock }, site });
    // A page that names its language (an hreflang alternate) is written in it, whatever the
    // reader's Accept-Language; the default language's text is the rows' own.
    const meta = await (requested
      ? runInLocale(requested.is_default === 1 ? undefined : requested.name, lookup)
      : lookup());
    if (!meta) return undefined;
    const language = requested ??
      languages.find((l) => l.is_default === 1) ??
      languages[0] ?? { name: 'en', direction: 'ltr' as const };
    const [html, screen, build] = await Promise.all([
      readTemplate(),
      meta.found ? firstScreen(request, url, path, language.name) : undefined,
      (manifest ??= readBuildManifest(config.webDir)),
    ]);
    const markup = screen?.whole ? await drawFirstScreen(request.url, screen, language, request.log) : undefined;
    const head = injectHead(html, {
      // Pages without a picture of their own (home, listings) share the shop's logo.
      meta: { ...meta, image: meta.image || settings.web_logo },
      appName: settings.app_name,
      appDescription: plainSummary(settings.web_footer_description || templateDescription(html)),
      origin,
      path: meta.path ?? path,
      languages,
      language,
      languageInUrl: requested !== undefined,
      firstScreen: screen,
      screenChunks: screenChunks(build, path),
      themeColors: settings.theme_colors,
    });
    return { status: meta.found ? 200 : 404, html: injectRoot(head, markup, language) };
  };
}

export type PageRenderer = ReturnType<typeof seoPages>;
