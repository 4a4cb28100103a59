/** A language's interface strings: the text of each, by key (the English the storefront names it by). */
export type Messages = Record<string, string>;

/** A language's stored strings (the `messages` JSON); anything but texts by key counts as none. */
export function parseMessages(json: string): Messages {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The language's text for `key`, or null where it lacks one (an empty text counts as lacking). */
export function textOf(messages: Messages, key: string): string | null {
  return Object.hasOwn(messages, key) && messages[key] !== '' ? messages[key]! : null;
}

/** How many of the reference's keys `messages` lacks. */
export function countMissing(reference: Messages, messages: Messages): number {
  return Object.keys(reference).filter((key) => textOf(messages, key) === null).length;
}
