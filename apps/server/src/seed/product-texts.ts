import type { CategorySpec, Modifier, Noun, Phrase, SubCategorySpec } from './catalog-spec.ts';
import { ar, arabicAgree, arabicPhrase } from './grammar-ar.ts';
import { capitalize, fr, frenchAgree, frenchName, fromBrand } from './grammar-fr.ts';
import categoryNames from './lang/catalog/categories.json' with { type: 'json' };
import { escapeMarkup } from './text.ts';
import type { Locale } from './translation-row.ts';

/** A product's texts in one language, as the products table and its translations hold them. */
export interface ProductText {
  name: string;
  short_description: string;
  description: string;
}

/** The words a product's texts are made of, as the generator picked them. */
export interface ProductWords {
  category: CategorySpec;
  sub: SubCategorySpec;
  noun: Noun;
  /** Null when the noun already says it ("Wireless" on "Wireless Controller"). */
  qualifier: Modifier | null;
  pitch: Modifier;
  features: readonly Phrase[];
  brand: string;
  shop: string;
}

type Language = keyof Phrase;

// Features and care advice are the catalogue's own few dozen sentences, marked up once each.
const markedUp = new Map<Phrase, Record<Language, string>>();
function escaped(phrase: Phrase, language: Language): string {
  let html = markedUp.get(phrase);
  if (!html) {
    html = { en: escapeMarkup(phrase.en), ar: escapeMarkup(phrase.ar), fr: escapeMarkup(phrase.fr) };
    markedUp.set(phrase, html);
  }
  return html[language];
}

/** "<lead>", the features as a list, and the category's care advice: every product's description. */
export function productDescription(
  language: Language,
  lead: string,
  features: readonly Phrase[],
  care: Phrase,
): string {
  const items = features.map((feature) => `<li>${escaped(feature, language)}</li>`).join('');
  return `<p>${escapeMarkup(lead)}</p><ul>${items}</ul><p>${escaped(care, language)}</p>`;
}

const subCategoryName = (sub: SubCategorySpec, locale: Locale) => {
  const names = (categoryNames as Record<string, Record<Locale, string>>)[sub.name];
  if (!names) throw new Error(`no translation for the sub-category "${sub.name}"`);
  return names[locale];
};

/** A title pattern ("{q} ({n})", books) filled with the title and the format. */
const titled = (pattern: string, title: string, noun: string) => pattern.replace('{q}', title).replace('{n}', noun);

/** A product's name in each language, and the Arabic one with the article (descriptions name it so). */
interface Names {
  ar: { name: string; definite: string };
  fr: string;
}

function names({ sub, noun, qualifier }: ProductWords): Names {
  if (sub.pattern && qualifier) {
    const arabic = titled(sub.pattern, arabicAgree(qualifier.ar, noun.ar.gender), noun.ar.text);
    return {
      ar: { name: arabic, definite: arabic },
      fr: capitalize(titled(sub.pattern, frenchAgree(qualifier.fr, noun.fr), noun.fr.text)),
    };
  }
  const arabic = qualifier?.ar ?? null;
  return {
    ar: { name: arabicPhrase(noun.ar, arabic), definite: arabicPhrase(noun.ar, arabic, true) },
    fr: frenchName(noun.fr, qualifier?.fr ?? null),
  };
}

// Names by noun and qualifier: a few thousand pairs, whatever the number of products.
const namesByNoun = new Map<Noun, Map<Modifier | null, Names>>();
function cachedNames(words: ProductWords): Names {
  const byQualifier = namesByNoun.get(words.noun) ?? new Map<Modifier | null, Names>();
  namesByNoun.set(words.noun, byQualifier);
  let found = byQualifier.get(words.qualifier);
  if (!found) byQualifier.set(words.qualifier, (found = names(words)));
  return found;
}

// "… is available at <shop>" and "Sold by <shop>", agreeing with the product's noun.
const AVAILABLE = ar.adj('متوفر');
const SOLD = fr.adj('vendu');

function arabic(words: ProductWords, { name, definite }: Names['ar']): ProductText {
  const { gender } = words.noun.ar;
  // "من علامة": a name may end in a "من" of its own ("من القطن").
  const short = `${name} من علامة ${words.brand}، ${arabicAgree(words.pitch.ar, gender)}.`;
  const where = `لدى ${words.shop} في قسم «${subCategoryName(words.sub, 'ar')}»`;
  return {
    name,
    short_description: short,
    description: productDescription(
      'ar',
      `${short} ${definite} ${arabicAgree(AVAILABLE, gender)} ${where}.`,
      words.features,
      words.category.care,
    ),
  };
}

function french(words: ProductWords, name: string): ProductText {
  const { noun } = words;
  const short = `${name} ${fromBrand(words.brand)}, ${frenchAgree(words.pitch.fr, noun.fr)}.`;
  const where = `par ${words.shop}, rayon «\u00a0${subCategoryName(words.sub, 'fr')}\u00a0»`;
  return {
    name,
    short_description: short,
    description: productDescription(
      'fr',
      `${short} ${capitalize(frenchAgree(SOLD, noun.fr))} ${where}.`,
      words.features,
      words.category.care,
    ),
  };
}

/** The product's name, short description and description in Arabic and French. */
export function translatedTexts(words: ProductWords): Record<Locale, ProductText> {
  const found = cachedNames(words);
  return { ar: arabic(words, found.ar), fr: french(words, found.fr) };
}
