import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { registerStoredFiles } from '../lib/storage/serve-stored.ts';
import { closeUploadStorage, uploadStorage } from '../lib/storage/upload-storage.ts';
import type { PageRenderer } from '../modules/seo/pages.ts';
import { registerResizedImages } from './resized-images.ts';

const YEAR = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';
/**
 * Uploads are data, never pages. Opened on their own (an SVG in a tab, say) they run no script
 * and load nothing, in a sandbox with an origin of their own; PDFs are downloaded rather than
 * opened on the shop's origin, where a viewer would run their scripts.
 */
const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Uploads and generated images under /uploads/ (with `?w=`, resized: resized-images.ts), from
 * DATA_DIR or, with S3_BUCKET, streamed from the bucket (lib/storage/serve-stored.ts); the
 * built storefront with its hashed chunks under /build/ (cached for a year, their names change
 * with their content), and index.html for every other page path so the storefront's router can
 * answer it (never cached, so a new release is picked up on the next visit). `renderPage` (the
 * seo module) writes the head tags of the pages search engines index into that index.html.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  renderPage?: PageRenderer,
): Promise<void> {
  const storage = uploadStorage(config, app.log);
  app.addHook('onClose', () => closeUploadStorage(config));
  const uploadHeaders = { 'Cache-Control': WEEK, 'Content-Security-Policy': UPLOADS_CSP };
  const setUploadHeaders = (reply: FastifyReply, file: string) => {
    reply.headers(uploadHeaders);
    if (file.endsWith('.pdf')) reply.header('Content-Disposition', 'attachment');
  };
  registerResizedImages(app, storage, uploadHeaders);
  if (storage.directory === undefined) {
    registerStoredFiles(app, storage, setUploadHeaders);
  } else {
    const uploadsDir = path.join(storage.directory, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: setUploadHeaders,
    });
  }

  const indexHtml = path.join(config.webDir, 'index.html');
  const webBuilt = config.SERVE_WEB && existsSync(indexHtml);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      // The build writes each script and stylesheet brotli- and gzip-compressed beside itself.
      preCompressed: true,
      // The build's own folders (.vite's chunk map, .ssr's server bundle) are not the site's.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const underBuild = filePath.startsWith(path.join(config.webDir, 'build') + path.sep);
        reply.header('Cache-Control', underBuild ? YEAR : 'no-cache');
      },
    });
  }

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = renderPage && (await renderPage(request));
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return page ? reply.status(page.status).send(page.html) : reply.sendFile('index.html');
  };
  // The home page too gets its head tags (the static handler would send the bare file).
  if (webBuilt) app.get('/', servePage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      webBuilt &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|build|app|apps|console\/build)(\/|$)/.test(pathname);
    if (isPage) return servePage(request, reply);
    return reply.status(404).send({ message: `No route for ${request.method} ${pathname}.` });
  });
}
