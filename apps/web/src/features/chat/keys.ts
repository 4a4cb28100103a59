/** Query keys of chat; a new message invalidates its shop's thread, the conversations and the count. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversationList: (search: string) => [...chatKeys.conversations(), { search }] as const,
  messages: () => [...chatKeys.all, 'messages'] as const,
  thread: (shopId: number) => [...chatKeys.messages(), shopId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};
