import { placeQualifier, saysAlready } from './noun-phrase.ts';

/**
 * Arabic noun phrases for generated product texts. An adjective follows its noun and agrees
 * with it in gender and definiteness; plurals of things agree as feminine singulars, so a
 * plural noun is declared feminine.
 */

export type Gender = 'm' | 'f';

/** A noun in its indefinite and definite forms (see noun-phrase.ts for the `{q}` slot). */
export interface ArabicNoun {
  text: string;
  definite: string;
  gender: Gender;
}

/** An adjective agrees with its noun; a fixed phrase (a prepositional phrase) never changes. */
export type ArabicModifier = { kind: 'adjective'; m: string; f: string } | { kind: 'fixed'; text: string };

const ARTICLE = 'ال';

function noun(gender: Gender, text: string, definite?: string): ArabicNoun {
  // The article goes on the one word of a simple noun; a compound names its definite form.
  if (definite === undefined && text.includes(' '))
    throw new Error(`the Arabic noun "${text}" needs its definite form`);
  return { text, definite: definite ?? `${ARTICLE}${text}`, gender };
}

export const ar = {
  m: (text: string, definite?: string) => noun('m', text, definite),
  f: (text: string, definite?: string) => noun('f', text, definite),
  /** The feminine adds ta marbuta to the first word ("مقاوم للماء", "مقاومة للماء") unless given. */
  adj(m: string, f?: string): ArabicModifier {
    const [first = '', ...rest] = m.split(' ');
    return { kind: 'adjective', m, f: f ?? [`${first}ة`, ...rest].join(' ') };
  },
  fixed: (text: string): ArabicModifier => ({ kind: 'fixed', text }),
};

/** The modifier's form for a noun of `gender`; a definite adjective takes the article on its first word. */
export function arabicAgree(modifier: ArabicModifier, gender: Gender, definite = false): string {
  if (modifier.kind === 'fixed') return modifier.text;
  return `${definite ? ARTICLE : ''}${modifier[gender]}`;
}

/** The noun with its qualifier, indefinite (a product's name) or definite. */
export function arabicPhrase(noun: ArabicNoun, qualifier: ArabicModifier | null, definite = false): string {
  const base = definite ? noun.definite : noun.text;
  if (!qualifier || saysAlready(noun.text, arabicAgree(qualifier, noun.gender))) {
    return placeQualifier(base, null, 'slot');
  }
  const placement = qualifier.kind === 'fixed' ? 'after' : 'slot';
  return placeQualifier(base, arabicAgree(qualifier, noun.gender, definite), placement);
}
