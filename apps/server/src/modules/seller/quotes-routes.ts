import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { answerQuote, rejectQuote, sellerQuote, sellerQuotes } from './quotes.ts';

const { sellerQuotes: quotes } = routes;

/** The shop side of quotes: a seller token; another shop's quote answers 404. */
export function sellerQuoteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx.db, quotes.quotes, async (request) => ({
      message: 'Quotes',
      data: await sellerQuotes(ctx, shopOwnerId(request), request.query),
    }));

    serve(app, ctx.db, quotes.quote, async (request) => ({
      message: 'Quote',
      data: { quote: await sellerQuote(ctx, shopOwnerId(request), request.params.id) },
    }));

    serve(app, ctx.db, quotes.answer, async (request) => ({
      message: 'Quote answered successfully.',
      data: { quote: await answerQuote(ctx, authUser(request).id, request.params.id, request.body) },
    }));

    serve(app, ctx.db, quotes.reject, async (request) => ({
      message: 'Quote rejected.',
      data: { quote: await rejectQuote(ctx, authUser(request).id, request.params.id, request.body.note) },
    }));
  };
}
