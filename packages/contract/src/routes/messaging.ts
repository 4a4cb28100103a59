import { z } from 'zod';
import {
  broadcastingAuthBodySchema,
  broadcastingAuthSchema,
  broadcastingUserAuthBodySchema,
  broadcastingUserAuthSchema,
  chatMessagesQuerySchema,
  chatShopsQuerySchema,
  conversationPageSchema,
  lastSeenSchema,
  markSeenBodySchema,
  messagePageSchema,
  sendMessageBodySchema,
  sentMessageSchema,
  startedConversationSchema,
  storeMessageBodySchema,
  unreadMessagesQuerySchema,
  unreadMessagesSchema,
} from '../schemas/chat.ts';
import {
  supportTicketMessageBodySchema,
  supportTicketResponseSchema,
  supportTicketsQuerySchema,
  supportTicketsResponseSchema,
  supportTicketStoreBodySchema,
  ticketIssueTypesResponseSchema,
  ticketMessagesResponseSchema,
  ticketNumberBodySchema,
  ticketNumberQuerySchema,
} from '../schemas/support.ts';
import { messagingEndpoints } from './endpoints/messaging.ts';
import { route } from './route.ts';

const { broadcasting, chat, tickets } = messagingEndpoints;

/**
 * Pusher's authorisation of a realtime connection. pusher-js posts its form here and reads
 * Pusher's own answer, so both are `bare`. Either a shopper's or a shop owner's token is
 * checked by the route itself (`account`: which channel a token may join depends on whose it is).
 */
const broadcastingRoutes = {
  channelAuth: route(broadcasting.channelAuth, {
    summary: "Sign a private channel for a shopper's or a shop owner's connection (Pusher's answer)",
    tag: 'Realtime',
    access: 'account',
    body: broadcastingAuthBodySchema,
    data: broadcastingAuthSchema,
    bare: true,
  }),
  userAuth: route(broadcasting.userAuth, {
    summary: "Sign a connection in as its shopper or shop, with whose presence it watches (Pusher's answer)",
    tag: 'Realtime',
    access: 'account',
    body: broadcastingUserAuthBodySchema,
    data: broadcastingUserAuthSchema,
    bare: true,
  }),
};

/** The shopper's side of chat: only their own threads. */
const chatRoutes = {
  conversations: route(chat.conversations, {
    summary: 'The shops the shopper talks to, newest conversation first',
    tag: 'Chat',
    access: 'customer',
    query: chatShopsQuerySchema,
    data: conversationPageSchema,
  }),
  messages: route(chat.messages, {
    summary: "A page of the thread with a shop, newest first; the shop's messages become seen",
    tag: 'Chat',
    access: 'customer',
    query: chatMessagesQuerySchema,
    data: messagePageSchema,
  }),
  sendMessage: route(chat.sendMessage, {
    summary: 'Send a message to a shop',
    tag: 'Chat',
    access: 'customer',
    body: sendMessageBodySchema,
    data: sentMessageSchema,
  }),
  startConversation: route(chat.startConversation, {
    summary: 'Open (or reopen) the thread with a shop, optionally about one of its products',
    tag: 'Chat',
    access: 'customer',
    body: storeMessageBodySchema,
    data: startedConversationSchema,
  }),
  unreadCount: route(chat.unreadCount, {
    summary: "How many of the shops' messages the shopper has not seen",
    tag: 'Chat',
    access: 'customer',
    query: unreadMessagesQuerySchema,
    data: unreadMessagesSchema,
  }),
  markSeen: route(chat.markSeen, {
    summary:
      "Mark the shop's messages in the shopper's thread seen (one that came live, on screen); answers the unread count",
    tag: 'Chat',
    access: 'customer',
    body: markSeenBodySchema,
    data: unreadMessagesSchema,
  }),
  updateLastSeen: route(chat.updateLastSeen, {
    summary: 'Show the shopper as online for the next ten minutes',
    tag: 'Chat',
    access: 'customer',
    // The original storefront posts an empty JSON object; nothing in it is read.
    body: z.object({}).nullish(),
    data: lastSeenSchema,
  }),
};

/** The shopper's support tickets; a ticket of someone else's answers 404. */
const ticketRoutes = {
  issueTypes: route(tickets.issueTypes, {
    summary: 'What a ticket can be about',
    tag: 'Support tickets',
    access: 'public',
    data: ticketIssueTypesResponseSchema,
  }),
  tickets: route(tickets.tickets, {
    summary: "The shopper's tickets of a status, with the count of each status",
    tag: 'Support tickets',
    access: 'customer',
    query: supportTicketsQuerySchema,
    data: supportTicketsResponseSchema,
  }),
  ticket: route(tickets.ticket, {
    summary: 'A ticket with its thread, attachments and highlighted messages',
    tag: 'Support tickets',
    access: 'customer',
    query: ticketNumberQuerySchema,
    data: supportTicketResponseSchema,
  }),
  messages: route(tickets.messages, {
    summary: "A ticket's thread, oldest first",
    tag: 'Support tickets',
    access: 'customer',
    query: ticketNumberQuerySchema,
    data: ticketMessagesResponseSchema,
  }),
  reply: route(tickets.reply, {
    summary: 'Reply to a running ticket; answers the whole thread',
    tag: 'Support tickets',
    access: 'customer',
    body: supportTicketMessageBodySchema,
    data: ticketMessagesResponseSchema,
  }),
  cancel: route(tickets.cancel, {
    summary: 'Withdraw a running ticket',
    tag: 'Support tickets',
    access: 'customer',
    body: ticketNumberBodySchema,
    data: supportTicketResponseSchema,
  }),
  // Sent as JSON or as a multipart form, which may carry files (`attachments` or
  // `attachments[]`); the server adds them to these fields (support/routes.ts).
  create: route(tickets.create, {
    summary: 'Open a ticket, with up to three attachments when sent as a multipart form',
    tag: 'Support tickets',
    access: 'customer',
    body: supportTicketStoreBodySchema,
    data: supportTicketResponseSchema,
  }),
};

/** Routes of the messaging areas, each at its endpoint (endpoints/messaging.ts). */
export const messagingRoutes = { broadcasting: broadcastingRoutes, chat: chatRoutes, tickets: ticketRoutes };
