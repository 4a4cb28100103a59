import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_MAX_FILES, type TicketAttachment } from '@souk/contract';
import { z } from 'zod';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';
import { detectImageType } from '../account/photo.ts';

type AttachmentType = TicketAttachment['type'];

export interface AttachmentUpload {
  bytes: Buffer;
  type: AttachmentType;
}

const EXTENSIONS: Record<AttachmentType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', pdf: 'pdf' };
const URL_PREFIX = '/uploads/tickets/';
const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The file's type by its first bytes; the client's name and content type are not trusted. */
function detectType(bytes: Buffer): AttachmentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return detectImageType(bytes);
}

/**
 * The `attachments` form field (one file or several): each an image or PDF of at most 5 MB, at
 * most 3 in all. Absent or empty means none.
 */
export const attachmentsField = z.unknown().transform((value, ctx): AttachmentUpload[] => {
  const files = (Array.isArray(value) ? value : [value]).filter(
    (file) => !(file === undefined || file === null || file === '' || (Buffer.isBuffer(file) && file.length === 0)),
  );
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (files.length > TICKET_ATTACHMENT_MAX_FILES) {
    return fail(`The attachments may not have more than ${TICKET_ATTACHMENT_MAX_FILES} files.`);
  }
  const uploads: AttachmentUpload[] = [];
  for (const file of files) {
    if (file === OVERSIZED_FILE) return fail(`Each attachment may not be greater than ${MAX_MB} MB.`);
    const type = Buffer.isBuffer(file) ? detectType(file) : null;
    if (!type || !Buffer.isBuffer(file))
      return fail('Each attachment must be an image (PNG, JPEG, WebP, GIF) or a PDF.');
    uploads.push({ bytes: file, type });
  }
  return uploads;
});

/**
 * Writes the files under `DATA_DIR/uploads/tickets/` with random 128-bit names: the URL is the
 * only way to them, and nobody but those who can read the ticket is given it.
 */
export async function storeAttachments(dataDir: string, uploads: readonly AttachmentUpload[]) {
  if (uploads.length === 0) return [];
  const dir = path.join(dataDir, 'uploads', 'tickets');
  await mkdir(dir, { recursive: true });
  const stored: Array<{ url: string; type: AttachmentType; size: number }> = [];
  for (const upload of uploads) {
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[upload.type]}`;
    await writeFile(path.join(dir, name), upload.bytes, { flag: 'wx' });
    stored.push({ url: URL_PREFIX + name, type: upload.type, size: upload.bytes.length });
  }
  return stored;
}
