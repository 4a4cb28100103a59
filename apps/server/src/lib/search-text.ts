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
