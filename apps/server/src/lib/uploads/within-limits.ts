import type { AppContext } from '../../app-context.ts';
import { AppError } from '../app-error.ts';
import { uploadStorage } from '../storage/upload-storage.ts';
import { MB, UploadClaim, type Uploader } from './quota.ts';
import { sanitizeUpload } from './sanitize.ts';
import { removeUploads, type StoredUpload, storeUploads, totalBytes, type UploadFile } from './store.ts';

/** One request's files, as their form field typed them by content. */
export interface UploadBatch {
  /** The form field refusals name. */
  field: string;
  /** Under `uploads/` of the store (DATA_DIR or the bucket). */
  folder: string;
  /** The 422 for a file that does not decode as the type its first bytes claim. */
  invalid: string;
  files: readonly UploadFile[];
}

/**
 * Stores a request's files and runs `save`, the database write that makes them reachable. In
 * order: the bytes received are claimed against the uploader's daily allowances (before any
 * image is decoded, so an account over its allowance costs no sharp work), the files are
 * sanitized (all of them, so a refused one leaves nothing behind), the claim becomes the bytes
 * to store, the disk's free-space floor is checked and the files are written. Whatever fails
 * on the way (a refused file, the disk or the bucket, `save` itself) removes the written files and gives
 * the claim back, so a refused request neither leaves files nor uses the allowance.
 */
export async function storeWithinLimits<T>(
  ctx: Pick<AppContext, 'config' | 'counters'>,
  uploader: Uploader,
  batch: UploadBatch,
  save: (stored: StoredUpload[]) => Promise<T>,
): Promise<T> {
  if (batch.files.length === 0) return save([]);
  const claim = await UploadClaim.take(ctx, uploader, batch.field, totalBytes(batch.files));
  try {
    const safe = await Promise.all(
      batch.files.map(async ({ bytes, type }) => {
        const clean = await sanitizeUpload(bytes, type);
        if (!clean) throw AppError.validation(batch.field, batch.invalid);
        return { bytes: clean, type };
      }),
    );
    await claim.resize(totalBytes(safe));
    const storage = uploadStorage(ctx.config);
    const stored = await storeUploads(storage, batch.folder, safe, ctx.config.UPLOAD_MIN_FREE_DISK_MB * MB);
    try {
      return await save(stored);
    } catch (error) {
      await removeUploads(storage, stored);
      throw error;
    }
  } catch (error) {
    await claim.release();
    throw error;
  }
}
