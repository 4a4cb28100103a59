/** Turns one English message of the server into the shopper's language. */
export type TranslateMessage = (text: string) => string;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  /** How much fixed text the key has: the most specific template wins when several match. */
  weight: number;
}

const PLACEHOLDER = /:([a-z]\w*)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(key: string, translation: string): Template | undefined {
  const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  const parts = key.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  return {
    pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'),
    names,
    translation,
    weight: parts.join('').length,
  };
}

/**
 * The server's messages are English sentences (the reference API's wording), and the language
 * maps are keyed by that English text, as the storefront's are. A message found as a key is
 * replaced whole. Messages that carry a number or a name ("Only 3 items are left in stock.")
 * are matched against the keys that hold `:placeholders` ("Only :count items are left in
 * stock."), the same notation the storefront's `t()` fills, and the captured values go into the
 * translation — translated themselves when they are keys too (a field's or a thing's name), so
 * "The phone field is required." reads "حقل الهاتف مطلوب.". Anything else stays English, which
 * still reads sensibly.
 */
export function compileTranslator(messages: Readonly<Record<string, string>>): TranslateMessage {
  const templates = Object.entries(messages)
    .map(([key, translation]) => compileTemplate(key, translation))
    .filter((template): template is Template => template !== undefined)
    .sort((a, b) => b.weight - a.weight);
  const lookUp = (text: string) => (Object.hasOwn(messages, text) ? messages[text] : undefined);

  return (text) => {
    const exact = lookUp(text);
    if (exact !== undefined) return exact;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      let translated = template.translation;
      template.names.forEach((name, index) => {
        const value = match[index + 1] ?? '';
        translated = translated.replaceAll(`:${name}`, lookUp(value) ?? value);
      });
      return translated;
    }
    return text;
  };
}

/** `{ message, errors? }` with every message translated; other fields (the data) are left alone. */
export function translateEnvelope<T extends { message: string; errors?: unknown }>(
  payload: T,
  translate: TranslateMessage,
): T {
  const translated: T = { ...payload, message: translate(payload.message) };
  if (payload.errors && typeof payload.errors === 'object') {
    translated.errors = Object.fromEntries(
      Object.entries(payload.errors).map(([field, list]) => [
        field,
        Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? translate(item) : item)) : list,
      ]),
    );
  }
  return translated;
}
