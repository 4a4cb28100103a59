import type { Endpoint } from '../route.ts';

/** Endpoints of the messaging areas (routes in ../messaging.ts). */
export const messagingEndpoints = {
  broadcasting: {
    channelAuth: { method: 'POST', path: '/broadcasting/auth' },
    userAuth: { method: 'POST', path: '/broadcasting/user-auth' },
  },
  chat: {
    conversations: { method: 'GET', path: '/get-shops' },
    messages: { method: 'GET', path: '/get-message' },
    sendMessage: { method: 'POST', path: '/send-message' },
    startConversation: { method: 'POST', path: '/store-message' },
    unreadCount: { method: 'GET', path: '/unread-messages' },
    markSeen: { method: 'POST', path: '/mark-messages-seen' },
    updateLastSeen: { method: 'POST', path: '/update-last-seen' },
  },
  tickets: {
    issueTypes: { method: 'GET', path: '/ticket-issue-types' },
    tickets: { method: 'GET', path: '/support-tickets' },
    ticket: { method: 'GET', path: '/support-ticket/show' },
    messages: { method: 'GET', path: '/support-ticket-messages' },
    reply: { method: 'POST', path: '/support-ticket-message' },
    cancel: { method: 'POST', path: '/support-ticket/cancel' },
    create: { method: 'POST', path: '/support-ticket' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
