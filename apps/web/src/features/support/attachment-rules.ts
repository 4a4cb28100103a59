/**
 * The server's attachment limits (`TICKET_ATTACHMENT_*` of the contract's support schema),
 * repeated here because that module carries zod, which the storefront bundle leaves out; a test
 * holds the two equal. Checking before upload saves sending a 5 MB file only to be refused.
 */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 3;

/** MIME types by the server's type names: images (PNG, JPEG, WebP, GIF) and PDF. */
export const ATTACHMENT_MIME_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** What the file input offers. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_MIME_TYPES).join(',');

export interface AttachmentProblem {
  name: string;
  /** An English message key for `useT`, with `:name` / `:size` / `:count` filled from `params`. */
  message: string;
  params: Record<string, string | number>;
}

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

/**
 * Splits chosen files into those that may be sent and the problems with the rest: a type
 * other than image or PDF, an empty file, one over 5 MB, or one past the third.
 */
export function checkAttachments<F extends FileLike>(
  files: readonly F[],
  alreadyChosen = 0,
): { accepted: F[]; problems: AttachmentProblem[] } {
  const accepted: F[] = [];
  const problems: AttachmentProblem[] = [];
  for (const file of files) {
    const name = file.name;
    if (!(file.type in ATTACHMENT_MIME_TYPES)) {
      problems.push({ name, message: ':name is not an image or a PDF.', params: { name } });
    } else if (file.size === 0) {
      problems.push({ name, message: ':name is empty.', params: { name } });
    } else if (file.size > ATTACHMENT_MAX_BYTES) {
      problems.push({
        name,
        message: ':name is larger than :size MB.',
        params: { name, size: ATTACHMENT_MAX_BYTES / 1024 / 1024 },
      });
    } else if (alreadyChosen + accepted.length >= ATTACHMENT_MAX_FILES) {
      problems.push({
        name,
        message: 'At most :count files can be attached.',
        params: { name, count: ATTACHMENT_MAX_FILES },
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

/** A file size for people: "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
