import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '@souk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { UPLOADS_URL, uploadPath } from '../lib/storage/keys.ts';
import { ResizedImages } from '../lib/uploads/resized.ts';

/**
 * `/uploads/…?w=320`: an uploaded picture as WebP of that width, the storefront's `srcset`
 * candidates, so a phone fetches the size it shows rather than the stored original. A path
 * without `w`, a file that is not a picture, or one that does not decode is left to the
 * uploads route, which sends the file as stored. Copies are kept in the uploads' store.
 */
export function registerResizedImages(
  app: FastifyInstance,
  storage: FileStorage,
  headers: Record<string, string>,
): void {
  const images = new ResizedImages(storage);
  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const [pathname = '', search] = request.url.split('?', 2);
    if (!search) return false;
    const w = new URLSearchParams(search).get('w');
    const relative = w === null ? null : uploadPath(pathname.slice(UPLOADS_URL.length));
    if (!relative || !RESIZABLE_IMAGE.test(relative)) return false;
    const width = Number(w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      throw AppError.validation('w', `The w field must be one of ${IMAGE_WIDTHS.join(', ')}.`);
    }
    const key = await images.copy(relative, width);
    const copy = key === null ? 'missing' : await storage.read(key);
    if (typeof copy === 'string') return false;
    await reply.headers(headers).type('image/webp').send(copy.body);
    return true;
  };
  // A callback hook, not an async one: every request passes here, and a promise each costs.
  // All but an upload's are let through on one prefix test; a sent copy ends the hooks there.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(UPLOADS_URL) || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    serve(request, reply).then((sent) => {
      if (!sent) done();
    }, done);
  });
}
