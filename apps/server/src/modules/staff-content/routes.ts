import { BLOG_THUMBNAIL_MAX_BYTES, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { blogList, blogPage } from './blog-read.ts';
import { removeBlog, setBlogActive } from './blog-status.ts';
import { replaceBlogThumbnail, thumbnailField } from './blog-thumbnail.ts';
import { createBlog, saveBlog } from './blog-write.ts';
import { categoriesView, removeCategory, saveCategory } from './categories.ts';
import { pageList, pageView, savePage } from './pages.ts';

const { staffContent: at } = routes;

/**
 * The thumbnail route with its file field, read as the upload itself. The contract's route has
 * no body (a multipart form, whose file is checked by its bytes), so the server adds it here.
 */
const uploadThumbnailRoute = {
  ...at.uploadBlogThumbnail,
  body: z.object({ thumbnail: thumbnailField }).transform((form) => form.thumbnail),
};

/** Platform staff's blogs (with tags and categories) and the legal and about pages (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, at.blogs, async (request) => ({ message: 'Blogs', data: await blogList(db, request.query) }));

    serve(app, db, at.blog, async (request) => ({ message: 'Blog', data: await blogPage(db, request.params.id) }));

    serve(app, db, at.createBlog, async (request) => {
      const id = await createBlog(ctx, authUser(request).id, request.body);
      return { message: 'Post added.', data: await blogPage(db, id) };
    });

    serve(app, db, at.updateBlog, async (request) => {
      const { id } = request.params;
      const changed = await saveBlog(ctx, authUser(request).id, id, request.body);
      return { message: changed ? 'Post saved.' : 'Nothing changed.', data: await blogPage(db, id) };
    });

    serve(app, db, at.setBlogActive, async (request) => {
      const { id } = request.params;
      await setBlogActive(ctx, authUser(request).id, id, request.body.is_active);
      return { message: request.body.is_active ? 'Post shown.' : 'Post hidden.', data: await blogPage(db, id) };
    });

    serve(app, db, at.deleteBlog, async (request) => {
      await removeBlog(ctx, authUser(request).id, request.params.id);
      return { message: 'Post removed.', data: undefined };
    });

    // Multipart only here: the form becomes the body, validated like JSON.
    await app.register(async (scope) => {
      await registerMultipartBody(scope, { fileSize: BLOG_THUMBNAIL_MAX_BYTES, files: 1, fields: 5 });
      serve(scope.withTypeProvider<ZodTypeProvider>(), db, uploadThumbnailRoute, async (request) => {
        const uploader = { userId: authUser(request).id, address: request.ip };
        await replaceBlogThumbnail(ctx, uploader, request.params.id, request.body);
        return { message: 'Thumbnail saved.', data: await blogPage(db, request.params.id) };
      });
    });

    serve(app, db, at.blogCategories, async () => ({ message: 'Blog categories', data: await categoriesView(db) }));

    serve(app, db, at.createBlogCategory, async (request) => {
      await saveCategory(ctx, authUser(request).id, undefined, request.body);
      return { message: 'Category added.', data: await categoriesView(db) };
    });

    serve(app, db, at.updateBlogCategory, async (request) => {
      await saveCategory(ctx, authUser(request).id, request.params.id, request.body);
      return { message: 'Category saved.', data: await categoriesView(db) };
    });

    serve(app, db, at.deleteBlogCategory, async (request) => {
      await removeCategory(ctx, authUser(request).id, request.params.id);
      return { message: 'Category removed.', data: await categoriesView(db) };
    });

    serve(app, db, at.pages, async () => ({ message: 'Pages', data: await pageList(db) }));

    serve(app, db, at.page, async (request) => ({ message: 'Page', data: await pageView(db, request.params.id) }));

    serve(app, db, at.updatePage, async (request) => {
      const { id } = request.params;
      const changed = await savePage(ctx, authUser(request).id, id, request.body);
      return { message: changed ? 'Page saved.' : 'Nothing changed.', data: await pageView(db, id) };
    });
  };
}
