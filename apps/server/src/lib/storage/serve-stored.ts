import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentTypeOf, type FileStorage, type StoredFileInfo } from './file-storage.ts';
import { UPLOADS_URL, uploadKey, uploadPath } from './keys.ts';

/** One range of bytes, the only kind a store is asked for (several in one answer are rare and costly). */
const ONE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * `GET /uploads/*` from a shared store: the file streamed from it with the headers the local
 * uploads route sends (type by extension, length, ETag, Last-Modified, `setHeaders`'s caching
 * and policy), one byte range on request (206) and 304 for the tag the client holds. A missing
 * key is the server's 404; a store that cannot be reached answers 503.
 */
export function registerStoredFiles(
  app: FastifyInstance,
  storage: FileStorage,
  setHeaders: (reply: FastifyReply, key: string) => void,
): void {
  const fileHeaders = (reply: FastifyReply, key: string, file: StoredFileInfo) => {
    setHeaders(reply, key);
    reply.headers({
      'content-type': contentTypeOf(key),
      'content-length': file.size,
      'accept-ranges': 'bytes',
      'last-modified': new Date(file.modifiedMs).toUTCString(),
    });
    if (file.etag) reply.header('etag', file.etag);
  };
  app.get(`${UPLOADS_URL}*`, async (request, reply) => {
    const relative = uploadPath((request.url.split('?', 1)[0] ?? '').slice(UPLOADS_URL.length));
    if (!relative) return reply.callNotFound();
    const key = uploadKey(relative);
    // HEAD (Fastify's, from this GET) asks the store for the object's facts, not its bytes.
    if (request.method === 'HEAD') {
      const info = await storage.stat(key);
      if (!info) return reply.callNotFound();
      fileHeaders(reply, key, info);
      // An empty stream keeps the length set above, which an empty body would replace with 0.
      return reply.send(Readable.from([]));
    }
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    const file = await storage.read(key, { range: range && ONE_RANGE.test(range) ? range : undefined, ifNoneMatch });
    if (file === 'missing') return reply.callNotFound();
    if (file === 'not-modified') return reply.status(304).send();
    if (file === 'unsatisfiable') return reply.status(416).send();
    fileHeaders(reply, key, file);
    if (file.contentRange) reply.status(206).header('content-range', file.contentRange);
    return reply.send(file.body);
  });
}
