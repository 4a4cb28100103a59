import { sellerConversationsQuerySchema, sellerMessagesQuerySchema, sellerSendMessageBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { conversationPage, markOnline } from '../chat/service.ts';
import { sellerMessages, sellerSend } from './chat-service.ts';
import { sellerShopId } from './service.ts';

/** The shop side of chat: a seller's token, every thread looked up through the seller's own shop. */
export function sellerChatRoutes({ db, clock, realtime }: AppContext): FastifyPluginAsyncZod {
  const deps = { db, clock, broadcaster: realtime.broadcaster };
  return async (app) => {
    app.addHook('onRequest', requireAuth(db, 'seller'));

    app.get('/seller/conversations', { schema: { querystring: sellerConversationsQuerySchema } }, async (request) => {
      const shopId = await sellerShopId(deps.db, authUser(request).id);
      return { message: 'Conversations', data: await conversationPage(deps, { shopId }, request.query) };
    });

    app.get('/seller/messages', { schema: { querystring: sellerMessagesQuerySchema } }, async (request) => ({
      message: 'Messages',
      data: await sellerMessages(deps, authUser(request).id, request.query),
    }));

    app.post('/seller/send-message', { schema: { body: sellerSendMessageBodySchema } }, async (request) => ({
      message: 'Message sent',
      data: { message: await sellerSend(deps, authUser(request).id, request.body) },
    }));

    // The shop's Online/Offline in the storefront comes from this heartbeat.
    app.post('/seller/update-last-seen', async (request) => ({
      message: 'Last seen updated',
      data: await markOnline(deps, authUser(request).id),
    }));
  };
}
