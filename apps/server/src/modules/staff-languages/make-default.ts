import type { DefaultBlock } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { lockLanguages, setDefault } from './queries.ts';
import { defaultBlockedBy, languageIn, missingIn, readLanguages } from './read.ts';

/** Why a language may not become the default, as the refusal says it. */
const REFUSALS: Record<DefaultBlock, string> = {
  inactive: 'Switch this language on before making it the default.',
  missing_strings:
    'This language lacks some of the default language’s interface strings: translate them all before making it the default.',
  translated_content:
    'Products, categories, pages or the footer have text translated into this language or the default one. Their own text is the default language’s, so shoppers would read it in place of those translations: the default stays.',
};

/**
 * Makes language `id` the default: the language shoppers get when they ask for none the shop
 * offers (a first visit from a browser in another language, a link without one, search
 * engines), and the one whose strings every language is checked against.
 *
 * The rows' own text of everything translated (products, categories, pages, the footer…) is the
 * default language's, and other languages' text lives beside it in `translations`. Moving the
 * default does not move that text, so it is allowed only while neither this language nor the
 * current default has any translated text (defaultBlockedBy): then every shopper, whatever their
 * language, reads exactly what they read before. The language must also be switched on and have
 * every string of the current default. 409 otherwise.
 *
 * One transaction holding the languages' lock, so of several at once each checks what the one
 * before left and one default remains; true when it changed (false when it was the default).
 */
export async function makeDefaultLanguage(ctx: AppContext, staffId: number, id: number): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockLanguages(trx, ctx.kind);
    const languages = await readLanguages(trx);
    const chosen = languageIn(languages, id);
    if (chosen.is_default === 1) return false;
    const blocked = defaultBlockedBy(chosen, languages, missingIn(chosen, languages));
    if (blocked) throw new AppError(409, REFUSALS[blocked]);
    await setDefault(trx, id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'language.make_default',
      subjectType: 'language',
      subjectId: id,
      before: { default: languages.standard?.name ?? null },
      after: { default: chosen.name },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
