import { describe, expect, it } from 'vitest';
import { chatShopChannel, chatUserChannel, conversationChannel, parseChatChannel } from '../src/realtime.ts';

describe('chat channel names', () => {
  it('read back the ids they were built from', () => {
    expect(parseChatChannel(chatUserChannel(7))).toEqual({ kind: 'user', userId: 7 });
    expect(parseChatChannel(chatShopChannel(3))).toEqual({ kind: 'shop', shopId: 3 });
    expect(parseChatChannel(conversationChannel(7, 3))).toEqual({ kind: 'conversation', userId: 7, shopId: 3 });
  });
  it('are nothing else', () => {
    for (const name of [
      'private-chat_user_',
      'private-chat_user_7x',
      'chat_user_7',
      'private-conversation_7',
      'presence-x',
    ]) {
      expect(parseChatChannel(name)).toBeUndefined();
    }
  });
});
