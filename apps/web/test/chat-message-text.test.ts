import { describe, expect, it } from 'vitest';
import { isSendable, isSendKey, messageParts } from '../src/features/chat/message-text.ts';

describe('messageParts', () => {
  it('makes http and https addresses links and keeps the text around them', () => {
    expect(messageParts('See https://example.com/a?b=1 and http://x.test now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation after a link outside it', () => {
    expect(messageParts('Go to https://example.com/page.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://example.com/page', href: 'https://example.com/page' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps markup as text, never as a link or element', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect(messageParts(hostile)).toEqual([{ kind: 'text', text: hostile }]);
  });

  it('never links javascript:, data: or other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.test/a', 'mailto:a@b.test']) {
      expect(messageParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops a link at a quote or angle bracket, so markup cannot ride inside an href', () => {
    const parts = messageParts('https://a.test/"onmouseover="alert(1)');
    expect(parts[0]).toEqual({ kind: 'link', text: 'https://a.test/', href: 'https://a.test/' });
    expect(parts[1]).toEqual({ kind: 'text', text: '"onmouseover="alert(1)' });
  });

  it('answers no parts for empty text', () => {
    expect(messageParts('')).toEqual([]);
  });
});

describe('sending keys and text', () => {
  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('ignores blank text', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable(' \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});
