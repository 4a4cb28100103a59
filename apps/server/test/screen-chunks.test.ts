import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildManifest, screenChunks } from '../src/modules/seo/screen-chunks.ts';

/** The storefront router's page paths and the screen module each loads, read from its source. */
function routerScreens(): Array<{ route: string; screen: string }> {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/router.tsx'), 'utf8');
  const pairs = source.matchAll(/path: '([^']+)', \.\.\.screen\(\(\) => import\('\.\/routes\/([^']+)\.tsx'\)\)/g);
  return [...pairs].map(([, route, screen]) => ({ route: route ?? '', screen: screen ?? '' }));
}

/** A build manifest with one chunk per route screen, plus an entry that imports a shared chunk. */
function manifestFor(screens: string[]): BuildManifest {
  const manifest: BuildManifest = {
    'index.html': { file: 'build/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'build/react.js' },
    '_card.js': { file: 'build/card.js', imports: ['_react.js'] },
  };
  for (const screen of screens)
    manifest[`src/app/routes/${screen}.tsx`] = { file: `build/${screen}.js`, imports: ['_card.js', '_react.js'] };
  return manifest;
}

describe('screen chunks named in a drawn page', () => {
  it('are the chunks of the screen the storefront’s router loads for that path', () => {
    const screens = routerScreens();
    expect(screens.length).toBeGreaterThan(30);
    const manifest = manifestFor(screens.map((each) => each.screen));
    const drawn = screens.filter(({ route }) => !route.includes('*'));
    let named = 0;
    for (const { route, screen } of drawn) {
      const sample = route.replace(/:[a-zA-Z]+/g, 'sample-7');
      const chunks = screenChunks(manifest, sample);
      // A path the server does not draw names no chunks; one it does names its own screen's.
      if (chunks.length === 0) continue;
      named += 1;
      expect(chunks, route).toEqual([`/build/${screen}.js`, '/build/card.js']);
    }
    // Home, the lists, product and shop details, categories and blogs are drawn.
    expect(named).toBe(11);
  });

  it('leave out what the entry already loads, and are none for a path no screen draws', () => {
    const manifest = manifestFor(['home']);
    expect(screenChunks(manifest, '/')).toEqual(['/build/home.js', '/build/card.js']);
    expect(screenChunks(manifest, '/checkout')).toEqual([]);
    expect(screenChunks({}, '/')).toEqual([]);
  });
});
