// The languages shoppers ask in: Souk's storefront speaks English, Arabic and French, and each
// language is its own work for the server (translated names to search, names to translate). A
// generated path names its language after a `#` (never sent: the runners turn it into the
// request's Accept-Language), so a path stays one string through every generator and runner.

/** Each language with its share of the requests. */
const SHARES = [
  ['en', 0.5],
  ['ar', 0.3],
  ['fr', 0.2],
];

/** The languages other than the catalogue's own, whose product names are translations. */
export const TRANSLATED = ['ar', 'fr'];

/** The letters a shopper of each language mistypes with. */
export const ALPHABETS = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  fr: 'abcdefghijklmnopqrstuvwxyzéèàç',
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
};

/** A language drawn by its share. */
export function pickLanguage(rng) {
  let draw = rng.next();
  for (const [language, share] of SHARES) {
    if (draw < share) return language;
    draw -= share;
  }
  return SHARES[0][0];
}

/** `path` to be asked in `language` (English, the default, needs no mark). */
export const inLanguage = (path, language) => (language === 'en' ? path : `${path}#${language}`);

/** A generated path as sent: the path itself, and the headers naming its language. */
export function asRequest(path) {
  const [sent, language] = path.split('#');
  return { path: sent, headers: language ? { 'accept-language': language } : {} };
}
