import { statfs } from 'node:fs/promises';
import { AppError } from '../app-error.ts';

/**
 * Refuses (507) to write `bytes` into `dir` when that would leave less than `minFreeBytes` free
 * on its filesystem: the SQLite database usually shares the disk, and a full disk stops every
 * order and sign-in, not just uploads.
 */
export async function requireFreeSpace(dir: string, bytes: number, minFreeBytes: number): Promise<void> {
  const { bavail, bsize } = await statfs(dir);
  if (bavail * bsize - bytes < minFreeBytes) {
    throw new AppError(
      507,
      'The shop cannot store files right now because its disk is nearly full. Please try again later.',
    );
  }
}
