import {
  chatMessagesQuerySchema,
  chatShopsQuerySchema,
  sendMessageBodySchema,
  storeMessageBodySchema,
  unreadMessagesQuerySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { conversationPage, markOnline, shopperMessages, shopperSend, shopperStart, unreadCount } from './service.ts';

/** The shopper's side of chat: every call needs the customer's token and reads only their threads. */
export function chatRoutes({ db, clock, realtime }: AppContext): FastifyPluginAsyncZod {
  const deps = { db, clock, broadcaster: realtime.broadcaster };
  return async (app) => {
    // onRequest: a missing token is a 401 before any field is checked.
    app.addHook('onRequest', requireAuth(db, 'customer'));

    app.get('/get-shops', { schema: { querystring: chatShopsQuerySchema } }, async (request) => ({
      message: 'Conversations',
      data: await conversationPage(deps, { userId: authUser(request).id }, request.query),
    }));

    app.get('/get-message', { schema: { querystring: chatMessagesQuerySchema } }, async (request) => ({
      message: 'Messages',
      data: await shopperMessages(deps, authUser(request).id, request.query),
    }));

    app.post('/send-message', { schema: { body: sendMessageBodySchema } }, async (request) => ({
      message: 'Message sent',
      data: { message: await shopperSend(deps, authUser(request).id, request.body) },
    }));

    app.post('/store-message', { schema: { body: storeMessageBodySchema } }, async (request) => ({
      message: 'Conversation opened',
      data: await shopperStart(deps, authUser(request).id, request.body),
    }));

    app.get('/unread-messages', { schema: { querystring: unreadMessagesQuerySchema } }, async (request) => ({
      message: 'Unread messages',
      data: await unreadCount(deps, authUser(request).id),
    }));

    app.post('/update-last-seen', async (request) => ({
      message: 'Last seen updated',
      data: await markOnline(deps, authUser(request).id),
    }));
  };
}
