/** A piece of a chat message: plain text, or an http(s) link to make clickable. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https count as links; `javascript:`, `data:` and the rest stay text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Closing punctuation right after a link usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits message text into text and link parts. Text parts are rendered as text (React escapes
 * them), so markup in a message never runs; a link part's href is re-checked with the URL parser.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line. */
export const isSendKey = (e: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  e.key === 'Enter' && !e.shiftKey && !e.isComposing;

/** Text worth sending: anything but blanks (the server refuses blank text too). */
export const isSendable = (text: string) => text.trim().length > 0;
