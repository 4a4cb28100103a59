import type { Db } from '../../db/database.ts';
import { runInLocale } from '../../lib/content-locale.ts';
import { compileTranslator, type TranslateMessage } from '../settings/message-translator.ts';
import { findLanguageMessages, listLanguages, readSettings } from '../settings/queries.ts';
import { formatRequestMoney } from '../settings/request-currency.ts';

/** How a page of the built-in gateway speaks and looks: the shopper's language and currency, the shop's brand. */
export interface PageView {
  lang: string;
  dir: 'ltr' | 'rtl';
  t: TranslateMessage;
  /** An amount in the default currency (decimal), in the shopper's currency. */
  money: (amount: number) => Promise<string>;
  appName: string;
  logo: string | null;
  /** The shop's primary colour (theme colour 700), for buttons and headings. */
  primary: string;
}

const FALLBACK_PRIMARY = '#0f766e';

/**
 * The view of the gateway's pages for `lang` and `currency`, named in the link the storefront
 * was given (a browser opening it sends no storefront headers). An unknown language or currency
 * falls back to the shop's default.
 */
export async function pageView(db: Db, lang: string | undefined, currency: string | undefined): Promise<PageView> {
  const [languages, settings] = await Promise.all([listLanguages(db), readSettings(db)]);
  const language = languages.find((l) => l.name === lang) ?? languages.find((l) => l.is_default === 1);
  const messages = language && language.is_default !== 1 ? await findLanguageMessages(db, language.name) : undefined;
  const primary = settings.theme_colors['primary700'];
  return {
    lang: language?.name ?? 'en',
    dir: language?.direction ?? 'ltr',
    t: messages ? compileTranslator(messages) : (text) => text,
    money: (amount) => runInLocale(undefined, () => formatRequestMoney(db, amount), currency),
    appName: settings.app_name,
    logo: settings.web_logo,
    primary: primary && /^#[0-9a-f]{3,8}$/i.test(primary) ? primary : FALLBACK_PRIMARY,
  };
}
