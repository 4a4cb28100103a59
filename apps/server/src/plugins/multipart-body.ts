import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Stands in the body for a file cut off at the size limit, so the route reports the size as a field error. */
export const OVERSIZED_FILE = Object.freeze({ oversized: true });

async function fileValue(part: MultipartFile): Promise<Buffer | typeof OVERSIZED_FILE> {
  const bytes = await part.toBuffer();
  return part.file.truncated ? OVERSIZED_FILE : bytes;
}

/**
 * Lets the routes of `scope` take multipart forms: the text fields and files become the body
 * (a file as a Buffer), so the route's zod schema validates a form exactly like JSON. A name
 * sent twice becomes a list (and fails a schema that wants one value). A form that cannot be
 * read is a 400; too many files or fields, a 413 from the plugin.
 */
export async function registerMultipartBody(
  scope: FastifyInstance,
  limits: { fileSize: number; files: number; fields: number },
): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { ...limits, parts: limits.files + limits.fields, fieldSize: 10_000 },
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        const value = part.type === 'file' ? await fileValue(part) : part.value;
        const earlier = Object.hasOwn(body, part.fieldname) ? body[part.fieldname] : undefined;
        body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
      }
    } catch (error) {
      if ((error as FastifyError).statusCode) throw error;
      // The parser's own errors (a cut-off or malformed form) carry no status.
      throw new AppError(400, 'The form data could not be read.');
    }
    request.body = body;
  });
}
