import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The part of Vite's build manifest (`.vite/manifest.json`) read here: each chunk's file and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest of the built storefront; empty when it has none (an older build): no preloads then. */
export async function readBuildManifest(webDir: string): Promise<BuildManifest> {
  try {
    return JSON.parse(await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** The screen module the storefront's router loads for each page path the server renders (apps/web/src/app/router.tsx). */
const SCREENS: Array<[RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/shops$/, 'shops'],
  [/^\/shops\/[^/]+$/, 'shop-details'],
  [/^\/products$/, 'products'],
  [/^\/products\/[^/]+\/details$/, 'product-details'],
  [/^\/categories$/, 'categories'],
  [/^\/categories\/[^/]+$/, 'category'],
  [/^\/most-popular$/, 'most-popular'],
  [/^\/best-deal$/, 'best-deal'],
  [/^\/blogs$/, 'blogs'],
  [/^\/blog\/[^/]+$/, 'blog-details'],
];

/**
 * The files of the screen `path` shows that the page's own scripts do not already load: the
 * screen's chunk and what it imports. The router asks for them only once the main bundle has
 * run; named in the HTML as modulepreloads, they load alongside it instead.
 */
export function screenChunks(manifest: BuildManifest, path: string): string[] {
  const screen = SCREENS.find(([pattern]) => pattern.test(path))?.[1];
  const key = `src/app/routes/${screen}.tsx`;
  if (!screen || !manifest[key]) return [];
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const each of keys) {
      const chunk = manifest[each];
      if (!chunk || seen.has(each)) continue;
      seen.add(each);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((each) => manifest[each]?.isEntry));
  return [...closure([key])].filter((each) => !loaded.has(each)).map((each) => `/${manifest[each]?.file}`);
}
