import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../server/src/seed/lang/index.ts';
import { scanFile, scanTree, type Found } from './helpers/i18n-scan.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const scan = scanTree(fileURLToPath(new URL('../src', import.meta.url)), root);

/**
 * Visible text that is the same in every language, each with why: names, symbols and
 * technical words that are not translated.
 */
const ALLOWED = new Set([
  'Souk', // the brand
  'App Store', // the app shops' names on the footer's badges
  'Google Play',
  'reCAPTCHA', // Google's product name, written the same in every language
]);

function list(found: Found[]): string[] {
  return [...new Set(found.map((item) => `${item.where}  ${JSON.stringify(item.text)}`))];
}

describe('the string scan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-scan-'));
  const file = join(dir, 'sample.tsx');
  writeFileSync(
    file,
    `const DONE = { cancel: 'Cancelled it', accept: 'Accepted it' } as const;
    export function Sample({ n, note = 'A default note' }: { n: number; note?: string }) {
      const t = useT();
      const heading = n > 0 ? 'Some items' : 'No items';
      toast.success('Saved');
      return (
        <PageShell title="Sample page">
          <p>Hello there</p>
          <input placeholder="Search here" aria-label={t('Search')} />
          <img alt={n > 1 ? 'Photos' : t('Photo')} />
          <span title={\`\${n} items\`}>{t(countKey(n, ':count item', ':count items'), { count: n })}</span>
          <b>{n}</b>
          <i>{t(heading)} {t(DONE[n > 1 ? 'accept' : 'cancel'])} {t(note)}</i>
        </PageShell>
      );
    }`,
  );
  const result = scanFile(file, dir);

  it('collects the keys given to t(), countKey(), translated props and the constants t() reads', () => {
    expect(result.keys.map((item) => item.text).sort()).toEqual([
      ':count item',
      ':count items',
      'A default note',
      'Accepted it',
      'Cancelled it',
      'No items',
      'Photo',
      'Sample page',
      'Search',
      'Some items',
    ]);
  });

  it('flags text nodes, visible attributes, templates and toasts that bypass t()', () => {
    expect(result.hardCoded.map((item) => item.text).sort()).toEqual([
      '  items',
      'Hello there',
      'Photos',
      'Saved',
      'Search here',
    ]);
    expect(result.hardCoded.find((item) => item.text === 'Hello there')?.where).toBe('sample.tsx:8');
  });
});

describe('the web app’s strings', () => {
  it('finds the keys the screens ask for (the scan itself works)', () => {
    const keys = new Set(scan.keys.map((item) => item.text));
    expect(keys).toContain('My Cart');
    expect(keys.size).toBeGreaterThan(300);
  });

  it.each(['en', 'ar', 'fr'] as const)('has every key in the %s message map', (locale) => {
    const messages = DEMO_MESSAGES[locale];
    const missing = scan.keys.filter((item) => !(item.text in messages));
    expect(list(missing)).toEqual([]);
  });

  // French shares many words with English ("Total", "Message"), so only Arabic can show a copy.
  it('translates the Arabic map rather than copying the English', () => {
    const copied = Object.entries(DEMO_MESSAGES.ar).filter(
      ([key, value]) => key === value && /\p{L}{2,}/u.test(key) && !ALLOWED.has(key),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it('has the same keys in every language', () => {
    const english = Object.keys(DEMO_MESSAGES.en).sort();
    expect(Object.keys(DEMO_MESSAGES.ar).sort()).toEqual(english);
    expect(Object.keys(DEMO_MESSAGES.fr).sort()).toEqual(english);
  });

  it('shows no visible text that bypasses t()', () => {
    const hardCoded = scan.hardCoded.filter((item) => !ALLOWED.has(item.text));
    expect(list(hardCoded)).toEqual([]);
  });
});
