import { createReadStream } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '@souk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { resizedImage, resizedPath } from '../lib/uploads/resized.ts';

const PREFIX = '/uploads/';

/**
 * `/uploads/…?w=320`: an uploaded picture as WebP of that width, the storefront's `srcset`
 * candidates, so a phone fetches the size it shows rather than the stored original. A path
 * without `w`, a file that is not a picture, or one that does not decode is left to the
 * uploads route, which sends the file as stored. Copies live under `cacheDir`.
 */
export function registerResizedImages(
  app: FastifyInstance,
  uploadsDir: string,
  cacheDir: string,
  headers: Record<string, string>,
): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const [pathname = '', search] = request.url.split('?', 2);
    if (!search) return false;
    const w = new URLSearchParams(search).get('w');
    const relative = w === null ? null : uploadPath(pathname.slice(PREFIX.length));
    if (!relative || !RESIZABLE_IMAGE.test(relative)) return false;
    const width = Number(w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      throw AppError.validation('w', `The w field must be one of ${IMAGE_WIDTHS.join(', ')}.`);
    }
    const source = path.join(uploadsDir, relative);
    const file = await resizedImage(source, resizedPath(cacheDir, width, relative), width);
    if (!file) return false;
    await reply.headers(headers).type('image/webp').send(createReadStream(file));
    return true;
  };
  // A callback hook, not an async one: every request passes here, and a promise each costs.
  // All but an upload's are let through on one prefix test; a sent copy ends the hooks there.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    serve(request, reply).then((sent) => {
      if (!sent) done();
    }, done);
  });
}

/** The path under the uploads folder, or null when it could leave it or name a hidden file. */
function uploadPath(encoded: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const safe = relative
    .split('/')
    .every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment));
  return safe ? relative : null;
}
