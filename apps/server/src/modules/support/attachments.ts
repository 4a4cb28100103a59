import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_MAX_FILES, type TicketAttachment } from '@souk/contract';
import { z } from 'zod';
import { sniffFileType } from '../../lib/uploads/file-type.ts';
import type { UploadBatch } from '../../lib/uploads/within-limits.ts';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';

type AttachmentType = TicketAttachment['type'];

export interface AttachmentUpload {
  bytes: Buffer;
  type: AttachmentType;
}

const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024;
const WRONG_TYPE = 'Each attachment must be an image (PNG, JPEG, WebP, GIF) or a PDF.';

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
    const type = Buffer.isBuffer(file) ? sniffFileType(file) : null;
    if (!type || !Buffer.isBuffer(file)) return fail(WRONG_TYPE);
    uploads.push({ bytes: file, type });
  }
  return uploads;
});

/**
 * A ticket's attachments as an upload batch: images are re-encoded and PDFs checked, then they
 * are written to `uploads/tickets/` of the store with random 128-bit names: the URL is the only
 * way to them, and nobody but those who can read the ticket is given it.
 */
export function attachmentBatch(files: readonly AttachmentUpload[]): UploadBatch {
  return { field: 'attachments', folder: 'tickets', invalid: WRONG_TYPE, files };
}
