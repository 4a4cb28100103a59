import { CATEGORY_THUMBNAIL_MAX_BYTES, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type Answer, type RouteRequest, serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { moveCategory } from './category-move.ts';
import { categoryTree } from './category-read.ts';
import { replaceCategoryThumbnail, thumbnailField } from './category-thumbnail.ts';
import { createCategory, removeCategory, saveCategory } from './category-write.ts';
import { brandKind, colourKind, type ListKind, unitKind } from './list-kinds.ts';
import { brandList, palette, unitList } from './list-read.ts';
import { createListEntry, removeListEntry, updateListEntry } from './list-write.ts';

const { staffCatalogue: at, colourPalette } = routes;
type CatalogueRoute = (typeof at)[keyof typeof at];

/**
 * Platform staff's categories and sub-categories, brands, units and colours (a staff token; a
 * shop owner's is refused 403, a shopper's 401), and the palette for the shops' product form.
 */
export function staffCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    /** A change made as the calling staff member by `run`, answered with `view`, the list as it now stands. */
    const change = <R extends CatalogueRoute>(
      route: R,
      done: string,
      view: (id: number) => Promise<unknown>,
      run: (staffId: number, request: RouteRequest<R>) => Promise<unknown>,
    ) =>
      serve(app, db, route, async (request) => {
        const result = await run(authUser(request).id, request);
        // What each catalogue route answers; TypeScript does not work out `Answer` of a route not yet known.
        return { message: done, data: await view(typeof result === 'number' ? result : 0) } as Answer<R>;
      });
    const tree = async (created: number) => ({ ...(await categoryTree(db)), ...(created ? { id: created } : {}) });

    serve(app, db, at.categories, async () => ({ message: 'Categories', data: await categoryTree(db) }));
    change(at.createCategory, 'Category added.', tree, (staffId, { body }) => createCategory(ctx, staffId, body));
    change(at.updateCategory, 'Category saved.', tree, (staffId, { params, body }) =>
      saveCategory(ctx, staffId, params.id, body),
    );
    change(at.moveCategory, 'Category moved.', tree, (staffId, { params, body }) =>
      moveCategory(ctx, staffId, params.id, body.position),
    );
    change(at.deleteCategory, 'Category removed.', tree, (staffId, { params }) =>
      removeCategory(ctx, staffId, params.id),
    );
    // Multipart only here: the form becomes the body, validated like JSON.
    await app.register(async (scope) => {
      await registerMultipartBody(scope, { fileSize: CATEGORY_THUMBNAIL_MAX_BYTES, files: 1, fields: 5 });
      const route = { ...at.uploadCategoryThumbnail, body: z.object({ thumbnail: thumbnailField }) };
      serve(scope.withTypeProvider<ZodTypeProvider>(), db, route, async (request) => {
        const uploader = { userId: authUser(request).id, address: request.ip };
        await replaceCategoryThumbnail(ctx, uploader, request.params.id, request.body.thumbnail);
        return { message: 'Picture saved.', data: await categoryTree(db) };
      });
    });

    /** The four routes of a plain list, each answered with `view`. */
    const list = <V extends object, C extends object>(
      kind: ListKind<V, C>,
      noun: string,
      view: () => Promise<unknown>,
      routesOf: { read: CatalogueRoute; create: CatalogueRoute; update: CatalogueRoute; remove: CatalogueRoute },
    ) => {
      serve(app, db, routesOf.read, async () => ({ message: `${noun}s`, data: await view() }) as never);
      change(routesOf.create, `${noun} added.`, view, (staffId, { body }) =>
        createListEntry(ctx, staffId, kind, body as V),
      );
      change(routesOf.update, `${noun} saved.`, view, (staffId, { params, body }) =>
        updateListEntry(ctx, staffId, kind, (params as { id: number }).id, body as V),
      );
      change(routesOf.remove, `${noun} removed.`, view, (staffId, { params }) =>
        removeListEntry(ctx, staffId, kind, (params as { id: number }).id),
      );
    };
    list(brandKind, 'Brand', () => brandList(db), {
      read: at.brands,
      create: at.createBrand,
      update: at.updateBrand,
      remove: at.deleteBrand,
    });
    list(unitKind, 'Unit', () => unitList(db), {
      read: at.units,
      create: at.createUnit,
      update: at.updateUnit,
      remove: at.deleteUnit,
    });
    list(colourKind, 'Colour', () => palette(db), {
      read: at.colours,
      create: at.createColour,
      update: at.updateColour,
      remove: at.deleteColour,
    });

    serve(app, db, colourPalette.palette, async () => ({ message: 'Colour palette', data: await palette(db) }));
  };
}
