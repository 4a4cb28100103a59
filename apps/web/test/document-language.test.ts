import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '../src/features/settings/document-language.ts';

/** An element's `dir` and `lang` that count their writes. */
function fakeRoot(dir: string, lang: string) {
  const written: string[] = [];
  const root = {
    get dir() {
      return dir;
    },
    set dir(value: string) {
      written.push(`dir=${value}`);
      dir = value;
    },
    get lang() {
      return lang;
    },
    set lang(value: string) {
      written.push(`lang=${value}`);
      lang = value;
    },
  };
  return { root: root as unknown as HTMLElement, written };
}

describe('applyDocumentLanguage', () => {
  it('leaves <html dir lang> alone when they already say so', () => {
    const { root, written } = fakeRoot('rtl', 'ar');
    applyDocumentLanguage('rtl', 'ar', root);
    expect(written).toEqual([]);
  });

  it('writes only what differs', () => {
    const { root, written } = fakeRoot('ltr', 'ar');
    applyDocumentLanguage('rtl', 'ar', root);
    expect(written).toEqual(['dir=rtl']);
    applyDocumentLanguage('ltr', 'en', root);
    expect(written).toEqual(['dir=rtl', 'dir=ltr', 'lang=en']);
  });
});
