import { shopImageTypes } from '@souk/contract';
import { z } from 'zod';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';
import { isImageType, sniffFileType, type UploadImageType } from './file-type.ts';

/** A picture as a form sent it: its bytes and the image type they are. */
export interface ImageUpload {
  bytes: Buffer;
  type: UploadImageType;
}

/** The refusal of a file that is not a picture of a type the storefront shows; `label` names the field. */
export const notAnImage = (label: string) => `The ${label} must be an image of type: ${shopImageTypes.join(', ')}.`;

/**
 * A form's one picture field, named `label` in its refusals: required, of at most `maxBytes` (a
 * larger file is what the multipart reader marks as oversized), and an image judged by its content.
 */
export function imageField(label: string, maxBytes: number) {
  return z.unknown().transform((value, ctx): ImageUpload => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0)) {
      return fail(`The ${label} field is required.`);
    }
    if (value === OVERSIZED_FILE) return fail(`The ${label} may not be greater than ${maxBytes / 1024 / 1024} MB.`);
    const type = Buffer.isBuffer(value) ? sniffFileType(value) : null;
    if (!type || !isImageType(type) || !Buffer.isBuffer(value)) return fail(notAnImage(label));
    return { bytes: value, type };
  });
}
