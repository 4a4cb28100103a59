import { useCallback } from 'react';
import { useMessagesQuery } from './messages.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Message maps are keyed by the English text (the reference server's convention), so a key
 * missing from a language still reads sensibly. `:name` placeholders take `params`.
 */
export function translate(
  messages: Record<string, string> | undefined,
  key: string,
  params?: Record<string, string | number>,
): string {
  let text = messages?.[key] ?? key;
  if (params) {
    for (const [name, value] of Object.entries(params)) text = text.replaceAll(`:${name}`, String(value));
  }
  return text;
}

export function useT(): Translate {
  const { data } = useMessagesQuery();
  return useCallback<Translate>((key, params) => translate(data, key, params), [data]);
}

/** The key for one or for many ("1 product", "3 products"); every language's map translates both. */
export function countKey(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
