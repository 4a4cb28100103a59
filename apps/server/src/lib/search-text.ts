/**
 * Text folded for accent- and case-free matching: "Crème", "CRÈME" and "creme" all read "creme",
 * Arabic loses its vowel marks and hamza seats. Folded in JavaScript and stored beside translated
 * names (`translations.search_text`) because neither database can do it alike: SQLite's lower()
 * and LIKE fold ASCII only, and PostgreSQL's unaccent is an extension a host may not offer.
 * Search words go through the same function.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('œ', 'oe').replaceAll('æ', 'ae');
}

/**
 * Past every character a folded word holds: [prefix, prefix + WORD_END) is every word beginning
 * with the prefix, in SQLite's byte order and PostgreSQL's "C" collation alike (migration 016).
 */
export const WORD_END = '\u{10FFFF}';

/**
 * A text's words as searches match them: folded and split into runs of letters and digits, as
 * the full-text indexes split them (catalog/search.ts).
 */
export function foldedWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Arabic's definite article, written joined to the word it defines. */
const ARTICLE = 'ال';

/**
 * A name's words as the index holds them: its folded words and, for an Arabic word carrying the
 * article, the word without it too, so "قميص" finds "القميص" as "shirt" finds "The Shirt".
 */
export function indexedWords(text: string): string[] {
  return foldedWords(text).flatMap((word) =>
    word.startsWith(ARTICLE) && Array.from(word).length > ARTICLE.length + 1
      ? [word, word.slice(ARTICLE.length)]
      : [word],
  );
}
