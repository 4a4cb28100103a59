import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { readCart } from '../cart/service.ts';
import { acceptQuote } from './accept.ts';
import { cancelQuote, createQuote, customerQuotes, readQuote, updateQuote } from './service.ts';

const { quotes } = routes;

/**
 * The shopper's quotes (the reference style of paths). Every call needs the customer's token
 * and looks the quote up through its owner, so another customer's quote answers 404.
 */
export function quoteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, quotes.quotes, async (request) => ({
      message: 'Quotes',
      data: await customerQuotes(ctx, authUser(request).id, request.query),
    }));

    serve(app, db, quotes.quote, async (request) => ({
      message: 'Quote',
      data: { quote: await readQuote(ctx, { userId: authUser(request).id }, request.params.id) },
    }));

    // The edit screen's data: only a Pending quote can be edited, so others answer 422.
    serve(app, db, quotes.editQuote, async (request) => {
      const quote = await readQuote(ctx, { userId: authUser(request).id }, request.params.id);
      if (!quote.can_edit) throw new AppError(422, 'Only a pending quote can be edited.');
      return { message: 'Quote', data: { quote } };
    });

    serve(app, db, quotes.storeQuote, async (request) => ({
      message: 'Quote request sent successfully.',
      data: { quote: await createQuote(ctx, authUser(request).id, request.body) },
    }));

    serve(app, db, quotes.updateQuote, async (request) => ({
      message: 'Quote updated successfully.',
      data: { quote: await updateQuote(ctx, authUser(request).id, request.params.id, request.body) },
    }));

    serve(app, db, quotes.cancelQuote, async (request) => ({
      message: 'Quote cancelled successfully.',
      data: { quote: await cancelQuote(ctx, authUser(request).id, request.params.id) },
    }));

    serve(app, db, quotes.acceptQuote, async (request) => {
      const userId = authUser(request).id;
      const quote = await acceptQuote(ctx, userId, request.params.id);
      return {
        message: 'Quote accepted; its products are in your cart.',
        data: { quote, cart: await readCart(ctx, userId) },
      };
    });
  };
}
