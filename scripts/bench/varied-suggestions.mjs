// Search suggestions as shoppers type them: the start of a word of a real product name, two to
// eight letters long, a quarter of them with one typo (a letter wrong, missing, extra or two
// swapped), a quarter after a whole first word ("cotton sh"); the words are those of the sampled
// product names of varied-queries.mjs, in the language asked (languages.mjs). No text is asked
// twice in a run.
import { ALPHABETS, inLanguage, pickLanguage } from './languages.mjs';
import { randomStream } from './varied-queries.mjs';

/** The scenario's name in `npm run bench:catalogue`. */
export const VARIED_SUGGESTIONS = 'suggestions (varied)';
/** Its row of suggestions asked one at a time. */
export const SINGLE_SUGGESTION = 'single suggestion, one at a time';

/** Draws before a kind of text that keeps coming out already asked gives way to a typo. */
const TRIES = 20;

/**
 * The words and the two-word phrases of the sampled names in `language` (varied-queries.mjs
 * keeps both in `phrases`, and in `translated` for the other languages), and its letters.
 */
function wordsOf(vocabulary, language) {
  const phrases = [...new Set(language === 'en' ? vocabulary.phrases : vocabulary.translated[language])];
  return {
    letters: [...ALPHABETS[language]],
    words: phrases.filter((phrase) => !phrase.includes(' ')),
    pairs: phrases.filter((phrase) => phrase.includes(' ')),
  };
}

/** The first 2 to 8 letters of `word`. */
const start = (rng, word) => word.slice(0, rng.int(2, Math.min(8, word.length)));

/** `text` with one typo at a letter after the first, with a letter of `letters`. */
function typo(rng, text, letters) {
  const at = rng.int(1, text.length - 1);
  const letter = rng.pick(letters);
  const edits = [
    () => text.slice(0, at) + letter + text.slice(at + 1),
    () => text.slice(0, at) + text.slice(at + 1),
    () => text.slice(0, at) + letter + text.slice(at),
    () => text.slice(0, at - 1) + text[at] + text[at - 1] + text.slice(at + 1),
  ];
  return rng.pick(edits)();
}

/** The kinds of text drawn: a word's start (half of them), the same with a typo, a word and the next one's start. */
const kinds = [
  (rng, { words }) => start(rng, rng.pick(words)),
  (rng, { words }) => start(rng, rng.pick(words)),
  (rng, { words, letters }) => typo(rng, rng.pick(words).slice(0, rng.int(4, 8)), letters),
  (rng, { pairs }) => {
    const [first, second] = rng.pick(pairs).split(' ');
    return `${first} ${start(rng, second)}`;
  },
];

/**
 * An endless supply of suggestion paths drawn with `seed` under `label`, none asked before: one
 * stream shared by every client of a run (each text is new to the whole run, not just to one
 * client), so the texts asked are the same for a seed, whichever client sends each.
 */
export function suggestionPaths(vocabulary, seed, label) {
  const sources = new Map(['en', 'ar', 'fr'].map((language) => [language, wordsOf(vocabulary, language)]));
  const rng = randomStream(seed, 'suggestions', label);
  const asked = new Set();
  return () => {
    const language = pickLanguage(rng);
    const source = sources.get(language);
    const kind = rng.pick(kinds);
    let path;
    for (let tries = 0; path === undefined || asked.has(path); tries += 1) {
      // A kind whose texts keep coming out already asked gives way to typos, whose kinds are many.
      const text = (tries < TRIES ? kind : kinds[2])(rng, source);
      path = inLanguage(`/api/search/suggestions?q=${encodeURIComponent(text)}`, language);
    }
    asked.add(path);
    return path;
  };
}

/** The scenario: `paths(client)` hands every client the run's one shared supply. */
export function variedSuggestionScenario(vocabulary, seed, label) {
  const next = suggestionPaths(vocabulary, seed, label);
  return { name: VARIED_SUGGESTIONS, paths: () => next };
}
