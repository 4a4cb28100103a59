import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { inSupportView, shopOwnerId } from '../../plugins/support-view.ts';
import { sellerShopId } from '../seller/service.ts';
import { sellerMessages, sellerSend } from './seller-service.ts';
import { conversationPage, markOnline } from './service.ts';

const { sellerChat } = routes;

/** The shop side of chat: a seller's token, every thread looked up through the seller's own shop. */
export function sellerChatRoutes({ db, clock, realtime }: AppContext): FastifyPluginAsyncZod {
  const deps = { db, clock, broadcaster: realtime.broadcaster };
  return async (app) => {
    serve(app, db, sellerChat.conversations, async (request) => {
      const shopId = await sellerShopId(deps.db, shopOwnerId(request));
      return { message: 'Conversations', data: await conversationPage(deps, { shopId }, request.query) };
    });

    // Staff reading a thread in the support view leave the shopper's messages unseen for the owner.
    serve(app, db, sellerChat.messages, async (request) => ({
      message: 'Messages',
      data: await sellerMessages(deps, shopOwnerId(request), request.query, { markSeen: !inSupportView(request) }),
    }));

    serve(app, db, sellerChat.sendMessage, async (request) => ({
      message: 'Message sent',
      data: { message: await sellerSend(deps, authUser(request).id, request.body) },
    }));

    // The shop's Online/Offline in the storefront comes from this heartbeat.
    serve(app, db, sellerChat.updateLastSeen, async (request) => ({
      message: 'Last seen updated',
      data: await markOnline(deps, authUser(request).id),
    }));
  };
}
