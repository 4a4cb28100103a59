// Chat between shoppers and shops: the runtime, the messages screen, unread counts, chat buttons.
export { followUnread, forgetChat, useUnreadCount } from './api/get-unread.ts';
export { CartChatButton } from './components/cart-chat-button.tsx';
export { ChatButton } from './components/chat-button.tsx';
export { ChatRuntime } from './components/chat-runtime.tsx';
export { MessagesLink } from './components/messages-link.tsx';
export { MessagesScreen } from './components/messages-screen.tsx';
export { UnreadBadge } from './components/unread-badge.tsx';
export { useShopperEvents } from './use-shopper-events.ts';
