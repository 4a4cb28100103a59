import { beforeEach, describe, expect, it } from 'vitest';
import { browserGlobals } from './helpers/browser-globals.ts';

const { storage } = browserGlobals();
const { adoptServedLanguage, useSettingsStore } = await import('../src/features/settings/index.ts');
const { storedLocale } = await import('../src/lib/locale.ts');

const page = (lang: string, dir: string) => ({ lang, dir }) as HTMLElement;

describe('adoptServedLanguage', () => {
  beforeEach(() => {
    storage.clear();
    useSettingsStore.getState().setDirection('ltr');
  });

  it("makes a first visit read the shop's default language, the one the server drew the page in", () => {
    adoptServedLanguage(page('ar', 'rtl'));
    expect(storedLocale()).toBe('ar');
    expect(useSettingsStore.getState().direction).toBe('rtl');
  });

  it('keeps the language a shopper chose before', () => {
    storage.set('locale', 'fr');
    adoptServedLanguage(page('ar', 'rtl'));
    expect(storedLocale()).toBe('fr');
    expect(useSettingsStore.getState().direction).toBe('ltr');
  });

  it('saves nothing for a page in English, which a page the server did not draw says too', () => {
    adoptServedLanguage(page('en', 'ltr'));
    expect(storage.has('locale')).toBe(false);
  });

  it('ignores a language attribute that names no language', () => {
    adoptServedLanguage(page('<script>', 'rtl'));
    expect(storage.has('locale')).toBe(false);
  });
});
