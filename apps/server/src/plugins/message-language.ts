import { CURRENCY_HEADER } from '@souk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { onCatalogChange } from '../lib/catalog-events.ts';
import { runInLocale } from '../lib/content-locale.ts';
import { resolveLocale } from '../modules/settings/locale.ts';
import { compileTranslator, translateEnvelope, type TranslateMessage } from '../modules/settings/message-translator.ts';
import { activeLanguages } from './message-language-queries.ts';

interface Languages {
  list: { name: string; is_default: number }[];
  translators: Map<string, TranslateMessage>;
}

/** How long the language maps are kept: an edit made straight in the database shows within this. */
const MAX_AGE_MS = 60_000;

/**
 * Every answer's `message` (and each `errors` entry) in the language Accept-Language chooses,
 * as the wire contract asks: the services keep writing English and this hook translates just
 * before serialization, so errors from the error handler and success messages alike come out
 * in the shopper's language. The maps are read once and kept (they change with the settings,
 * which announce it as a catalogue change). The request's language also becomes the content
 * language that catalogue answers are translated into (lib/content-locale.ts), beside the
 * currency the shopper picked (X-Currency) for amounts written into messages.
 */
export function registerMessageLanguage(app: FastifyInstance, db: Db): void {
  let loaded: { at: number; languages: Promise<Languages> } | undefined;
  const unsubscribe = onCatalogChange(() => (loaded = undefined));
  app.addHook('onClose', async () => unsubscribe());

  const languages = (): Promise<Languages> => {
    if (!loaded || Date.now() - loaded.at > MAX_AGE_MS) {
      // Without the maps (a database fault) answers stay English rather than fail; retried next time.
      const languages = loadLanguages(db).catch((): Languages => {
        loaded = undefined;
        return { list: [], translators: new Map() };
      });
      loaded = { at: Date.now(), languages };
    }
    return loaded.languages;
  };

  // First hook of every request: later hooks (the response cache) and the handler see the language.
  app.addHook('onRequest', (request, _reply, done) => {
    void languages().then(({ list }) => {
      const locale = resolveLocale(request.headers['accept-language'], list);
      const isDefault = list.length === 0 || list.find((language) => language.name === locale)?.is_default === 1;
      runInLocale(isDefault ? undefined : locale, done, headerValue(request.headers[CURRENCY_HEADER]));
    });
  });

  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (!isEnvelope(payload)) return payload;
    const { list, translators } = await languages();
    const translate = translators.get(resolveLocale(request.headers['accept-language'], list));
    return translate ? translateEnvelope(payload, translate) : payload;
  });
}

/** A header sent once, as a plain string; repeated or absent headers count as not sent. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isEnvelope(payload: unknown): payload is { message: string; errors?: unknown } {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
  );
}

async function loadLanguages(db: Db): Promise<Languages> {
  const rows = await activeLanguages(db);
  const translators = new Map<string, TranslateMessage>();
  for (const row of rows) {
    translators.set(row.name, compileTranslator(JSON.parse(row.messages) as Record<string, string>));
  }
  return { list: rows.map(({ name, is_default }) => ({ name, is_default })), translators };
}
