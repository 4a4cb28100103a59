/**
 * Placing a qualifier in a product's noun phrase, in any of the demo's languages. A noun may
 * mark with `{q}` where adjectives go ("حذاء رياضي {q} منخفض الرقبة": after the head, before
 * the noun's own complements); without the mark they follow the whole noun, as fixed phrases
 * (prepositional phrases, model names) always do.
 */
export type Placement = 'slot' | 'after' | 'before';

const SLOT = '{q}';

export function placeQualifier(noun: string, word: string | null, placement: Placement): string {
  if (word === null) return fill(noun, '');
  if (placement === 'before') return `${word} ${fill(noun, '')}`;
  if (placement === 'slot' && noun.includes(SLOT)) return fill(noun, word);
  return `${fill(noun, '')} ${word}`;
}

/** True when the noun already says the qualifier ("Wireless" on "Wireless Controller"), which then goes. */
export function saysAlready(noun: string, words: string): boolean {
  return ` ${fill(noun, '').toLowerCase()} `.includes(` ${words.toLowerCase()} `);
}

const fill = (text: string, word: string) => text.replace(SLOT, word).replace(/\s+/g, ' ').trim();
