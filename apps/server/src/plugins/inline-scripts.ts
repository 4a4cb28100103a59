import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A script element with no attributes and so no `src`: code written into the page itself. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the scripts the built storefront's index.html carries
 * inline (its boot script, apps/web/src/boot.ts): those exactly may run, and no other inline
 * script. None when the storefront is not built or served here. index.html is read once, at
 * start, as the page renderer reads it: a new build means a restart.
 */
export function inlineScriptSources(webDir: string, serveWeb: boolean): string[] {
  if (!serveWeb) return [];
  let html: string;
  try {
    html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
