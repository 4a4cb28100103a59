import {
  quoteParamsSchema,
  quotesQuerySchema,
  sellerQuoteAnswerBodySchema,
  sellerQuoteRejectBodySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { readQuote } from '../quote/service.ts';
import { answerQuote, rejectQuote, sellerQuotes } from './quotes.ts';
import { sellerShopId } from './service.ts';

/** The shop side of quotes: a seller token; another shop's quote answers 404. */
export function sellerQuoteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'seller'));

    app.get('/seller/quotes', { schema: { querystring: quotesQuerySchema } }, async (request) => ({
      message: 'Quotes',
      data: await sellerQuotes(ctx, authUser(request).id, request.query),
    }));

    app.get('/seller/quotes/:id', { schema: { params: quoteParamsSchema } }, async (request) => {
      const shopId = await sellerShopId(ctx.db, authUser(request).id);
      return { message: 'Quote', data: { quote: await readQuote(ctx, { shopId }, request.params.id) } };
    });

    app.post(
      '/seller/quotes/:id/answer',
      { schema: { params: quoteParamsSchema, body: sellerQuoteAnswerBodySchema } },
      async (request) => ({
        message: 'Quote answered successfully.',
        data: { quote: await answerQuote(ctx, authUser(request).id, request.params.id, request.body) },
      }),
    );

    app.post(
      '/seller/quotes/:id/reject',
      { schema: { params: quoteParamsSchema, body: sellerQuoteRejectBodySchema } },
      async (request) => ({
        message: 'Quote rejected.',
        data: { quote: await rejectQuote(ctx, authUser(request).id, request.params.id, request.body.note) },
      }),
    );
  };
}
