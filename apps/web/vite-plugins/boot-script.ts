import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, minify, transformWithOxc } from 'vite';

const BOOT = path.join(import.meta.dirname, '../src/boot.ts');

/**
 * Writes src/boot.ts into the built index.html's head, inline and ahead of the page's other
 * scripts and stylesheet, so it runs before any file has loaded. The server allows that one
 * inline script by its hash (apps/server/src/plugins/inline-scripts.ts). The dev server draws
 * no page, so it goes without.
 */
export function bootScript(): Plugin {
  return {
    name: 'souk-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { code } = await transformWithOxc(await readFile(BOOT, 'utf8'), BOOT);
        const boot = (await minify(BOOT.replace(/\.ts$/, '.js'), code)).code.trim();
        // Before the stylesheet, which an inline script after it would wait for.
        return html.replace(/<script type="module"/, (tag) => `<script>${boot}</script>\n    ${tag}`);
      },
    },
  };
}
