import type { ChatMessage } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { nearBottom, nearTop, nextPage, shownOnline, threadOldestFirst } from '../src/features/chat/chat-rules.ts';
import { formatChatTime } from '../src/features/chat/chat-time.ts';

const message = (id: number) => ({ id }) as ChatMessage;

describe('threadOldestFirst', () => {
  it('turns newest-first pages into one list oldest first', () => {
    const pages = [{ data: [message(5), message(4)] }, { data: [message(3), message(2)] }];
    expect(threadOldestFirst(pages).map((m) => m.id)).toEqual([2, 3, 4, 5]);
  });

  it('keeps a message once when a new one shifted the pages', () => {
    const pages = [{ data: [message(6), message(5)] }, { data: [message(4), message(5)] }];
    expect(threadOldestFirst(pages).map((m) => m.id)).toEqual([4, 5, 6]);
  });
});

describe('nextPage', () => {
  it('asks for the following page while fewer than total have arrived', () => {
    expect(nextPage([{ total: 45, data: new Array(20) }])).toBe(2);
    expect(
      nextPage([
        { total: 45, data: new Array(20) },
        { total: 45, data: new Array(20) },
      ]),
    ).toBe(3);
  });

  it('stops at the total or at an empty page', () => {
    expect(nextPage([{ total: 20, data: new Array(20) }])).toBeUndefined();
    expect(nextPage([{ total: 45, data: [] }])).toBeUndefined();
  });
});

describe('scroll thresholds', () => {
  it('is near the top within the threshold', () => {
    expect(nearTop(50, 50)).toBe(true);
    expect(nearTop(51, 50)).toBe(false);
  });

  it('is near the bottom within the threshold of the end', () => {
    expect(nearBottom({ scrollTop: 400, scrollHeight: 1000, clientHeight: 300 }, 300)).toBe(true);
    expect(nearBottom({ scrollTop: 399, scrollHeight: 1000, clientHeight: 300 }, 300)).toBe(false);
  });
});

describe('formatChatTime', () => {
  it("writes 'hh:mm a, DD MMM, YYYY' from the server's UTC time", () => {
    const local = new Date(Date.UTC(2030, 4, 6, 15, 4, 0));
    const hours = local.getHours() % 12 || 12;
    const expected = `${String(hours).padStart(2, '0')}:04 ${local.getHours() < 12 ? 'am' : 'pm'}, ${String(local.getDate()).padStart(2, '0')} May, 2030`;
    expect(formatChatTime('2030-05-06 15:04:00', 'en')).toBe(expected);
  });
});

describe('a shop shown online', () => {
  it('is online while connected, whatever its last seen says', () => {
    expect(shownOnline(true, false)).toBe(true);
    expect(shownOnline(true, null)).toBe(true);
  });
  it('follows its last seen when not connected, or when the realtime server has not said', () => {
    expect(shownOnline(false, true)).toBe(true);
    expect(shownOnline(false, false)).toBe(false);
    expect(shownOnline(undefined, false)).toBe(false);
  });
  it('is offline once it left with no last seen to go by, and unknown with neither', () => {
    expect(shownOnline(false, null)).toBe(false);
    expect(shownOnline(undefined, null)).toBeNull();
  });
});
