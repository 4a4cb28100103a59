import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import {
  conversationPage,
  markOnline,
  shopperMessages,
  shopperSeen,
  shopperSend,
  shopperStart,
  unreadCount,
} from './service.ts';

const { chat } = routes;

/**
 * The shopper's side of chat: every call needs the customer's token (checked before any field,
 * so a missing token is a 401) and reads only their threads.
 */
export function chatRoutes({ db, clock, realtime }: AppContext): FastifyPluginAsyncZod {
  const deps = { db, clock, broadcaster: realtime.broadcaster };
  return async (app) => {
    serve(app, db, chat.conversations, async (request) => ({
      message: 'Conversations',
      data: await conversationPage(deps, { userId: authUser(request).id }, request.query),
    }));

    serve(app, db, chat.messages, async (request) => ({
      message: 'Messages',
      data: await shopperMessages(deps, authUser(request).id, request.query),
    }));

    serve(app, db, chat.sendMessage, async (request) => ({
      message: 'Message sent',
      data: { message: await shopperSend(deps, authUser(request).id, request.body) },
    }));

    serve(app, db, chat.startConversation, async (request) => ({
      message: 'Conversation opened',
      data: await shopperStart(deps, authUser(request).id, request.body),
    }));

    serve(app, db, chat.unreadCount, async (request) => ({
      message: 'Unread messages',
      data: await unreadCount(deps, authUser(request).id),
    }));

    serve(app, db, chat.markSeen, async (request) => ({
      message: 'Messages seen',
      data: await shopperSeen(deps, authUser(request).id, request.body.shop_id),
    }));

    serve(app, db, chat.updateLastSeen, async (request) => ({
      message: 'Last seen updated',
      data: await markOnline(deps, authUser(request).id),
    }));
  };
}
