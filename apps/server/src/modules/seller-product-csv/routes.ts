import { PRODUCT_CSV_MAX_BYTES, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { OVERSIZED_FILE, registerMultipartBody } from '../../plugins/multipart-body.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { sellerShopId } from '../seller/service.ts';
import { productCsvStream } from './export.ts';
import { importProductCsv } from './import.ts';

const { sellerProductCsv } = routes;

/** The form's `file`: one file of at most PRODUCT_CSV_MAX_BYTES (its content is read as CSV after). */
const csvFileField = z.unknown().transform((value, ctx): Buffer => {
  const mb = PRODUCT_CSV_MAX_BYTES / 1024 / 1024;
  if (value === OVERSIZED_FILE) ctx.addIssue({ code: 'custom', message: `The file may not be greater than ${mb} MB.` });
  else if (value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0)) {
    ctx.addIssue({ code: 'custom', message: 'The file field is required.' });
  } else if (!Buffer.isBuffer(value)) ctx.addIssue({ code: 'custom', message: 'The file must be one CSV file.' });
  else return value;
  return z.NEVER;
});

/**
 * The import route with its file field. The contract's route has no body (a multipart form,
 * whose file is read as CSV), so the server adds it when it registers the route.
 */
const importRoute = { ...sellerProductCsv.importProducts, body: z.object({ file: csvFileField }) };

/** The shop's products as a CSV file, out and back in: the owner's own shop only. */
export function sellerProductCsvRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerProductCsv.exportProducts, async (request, reply) => {
      const shopId = await sellerShopId(db, shopOwnerId(request));
      const day = isoAt(context.clock).slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store');
      // Streamed as it is read: Fastify sends a stream as it comes, so the text is never held whole.
      return productCsvStream(db, shopId);
    });

    // Multipart only here. A second file is still read, so "one file" is a 422 on the field, not a 413.
    await app.register(async (scope) => {
      await registerMultipartBody(scope, { fileSize: PRODUCT_CSV_MAX_BYTES, files: 2, fields: 2 });
      serve(scope.withTypeProvider<ZodTypeProvider>(), db, importRoute, async (request) =>
        importProductCsv(context, authUser(request).id, request.body.file, request.query.dry_run),
      );
    });
  };
}
