import { useEffect, useMemo } from 'react';
import { type Locale, setLocale, useLocale } from './locale.ts';
import { ar } from './messages-ar.ts';
import { en, type MessageKey, type Messages } from './messages-en.ts';

const MESSAGES: Record<Locale, Messages> = { en, ar };

/** A message with its `{name}` holes filled; numbers are written in the interface's language. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
  /** Numbers and dates in the interface's language (Arabic keeps Western digits, as the storefront does). */
  intl: string;
}

/** The page's language and direction follow the interface's. */
export function useDocumentLanguage(): void {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }, [locale]);
}

export function useI18n(): I18n {
  const locale = useLocale();
  return useMemo<I18n>(() => {
    const intl = locale === 'ar' ? 'ar-u-nu-latn' : 'en';
    const messages: Record<string, string> = MESSAGES[locale];
    const plurals = new Intl.PluralRules(locale);
    // A message with a count may have a form per plural category ("products.count.one").
    const t: Translate = (key, values = {}) => {
      const count = values.count;
      const form = typeof count === 'number' ? messages[`${key}.${plurals.select(count)}`] : undefined;
      return (form ?? messages[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
        String(
          values[name] === undefined
            ? match
            : typeof values[name] === 'number'
              ? values[name].toLocaleString(intl)
              : values[name],
        ),
      );
    };
    return { locale, setLocale, t, intl };
  }, [locale]);
}
