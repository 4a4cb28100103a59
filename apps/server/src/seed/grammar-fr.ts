import { type Placement, placeQualifier, saysAlready } from './noun-phrase.ts';

/**
 * French noun phrases for generated product texts. Adjectives agree with their noun in gender
 * and number; most follow it, a few (grand, petit) go before it.
 */

/** A noun with its gender and number (see noun-phrase.ts for the `{q}` slot). */
export interface FrenchNoun {
  text: string;
  feminine: boolean;
  plural: boolean;
}

/** Masculine singular, feminine singular, masculine plural, feminine plural. */
type Forms = readonly [string, string, string, string];

/** An adjective agrees with its noun; a fixed phrase ("en cuir", "sans fil", "4K") never changes. */
export type FrenchModifier = { kind: 'adjective'; forms: Forms; before: boolean } | { kind: 'fixed'; text: string };

/** The regular feminine of a masculine adjective. */
function feminine(word: string): string {
  if (/[^é]e$/.test(word)) return word;
  if (word.endsWith('er')) return `${word.slice(0, -2)}ère`;
  if (word.endsWith('eux')) return `${word.slice(0, -1)}se`;
  if (word.endsWith('f')) return `${word.slice(0, -1)}ve`;
  if (/(el|en|on)$/.test(word)) return `${word}${word.at(-1)}e`;
  return `${word}e`;
}

/** The regular plural of an adjective. */
function plural(word: string): string {
  if (/[sx]$/.test(word)) return word;
  if (word.endsWith('al')) return `${word.slice(0, -2)}aux`;
  return `${word}s`;
}

/** Inflects the first word of `phrase` ("résistant à l'eau" -> "résistante à l'eau"). */
function inflectFirst(phrase: string, inflect: (word: string) => string): string {
  const [first = '', ...rest] = phrase.split(' ');
  return [inflect(first), ...rest].join(' ');
}

/** Regular forms from the masculine, or the irregular ones given (one feminine, or all four). */
function adjective(before: boolean, ms: string, fs?: string, mp?: string, fp?: string): FrenchModifier {
  const f = fs ?? inflectFirst(ms, feminine);
  return {
    kind: 'adjective',
    before,
    forms: [ms, f, mp ?? inflectFirst(ms, plural), fp ?? inflectFirst(f, (word) => `${word}s`)],
  };
}

const noun = (text: string, feminine: boolean, plural: boolean): FrenchNoun => ({ text, feminine, plural });

export const fr = {
  m: (text: string) => noun(text, false, false),
  f: (text: string) => noun(text, true, false),
  mp: (text: string) => noun(text, false, true),
  fp: (text: string) => noun(text, true, true),
  adj: (ms: string, fs?: string, mp?: string, fp?: string) => adjective(false, ms, fs, mp, fp),
  /** An adjective placed before its noun ("petite peluche"). */
  before: (ms: string, fs?: string) => adjective(true, ms, fs),
  fixed: (text: string): FrenchModifier => ({ kind: 'fixed', text }),
};

/** The modifier's form for `noun`. */
export function frenchAgree(modifier: FrenchModifier, noun: FrenchNoun): string {
  if (modifier.kind === 'fixed') return modifier.text;
  return modifier.forms[(noun.plural ? 2 : 0) + (noun.feminine ? 1 : 0)] ?? modifier.forms[0];
}

/** The noun with its qualifier, as a product's name starts: with a capital. */
export function frenchName(noun: FrenchNoun, qualifier: FrenchModifier | null): string {
  const word = qualifier && frenchAgree(qualifier, noun);
  const placement: Placement = qualifier?.kind === 'adjective' ? (qualifier.before ? 'before' : 'slot') : 'after';
  const phrase = placeQualifier(noun.text, word && !saysAlready(noun.text, word) ? word : null, placement);
  return capitalize(phrase);
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "de" before a word, elided before a vowel ("d'Arcbyte"). */
export const fromBrand = (word: string) => (/^[aeiouyàâéèêëîïôœù]/i.test(word) ? `d'${word}` : `de ${word}`);
