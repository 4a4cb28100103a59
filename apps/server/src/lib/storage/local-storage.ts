import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireFreeSpace } from './disk-space.ts';
import type { FileStorage, ReadResult, StoredFileInfo } from './file-storage.ts';

/**
 * Files under DATA_DIR on this machine's disk: right for one machine, or several sharing one
 * network folder. The uploads route serves them with @fastify/static (static-files.ts).
 */
export class LocalStorage implements FileStorage {
  constructor(readonly directory: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Readers see the whole file or none: it is written beside its place, then moved there.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  /** The whole file: ranges and tags are @fastify/static's, which serves the uploads from here. */
  async read(key: string): Promise<ReadResult> {
    const info = await this.stat(key);
    return info ? { ...info, body: createReadStream(this.file(key)) } : 'missing';
  }

  stat(key: string): Promise<StoredFileInfo | null> {
    return stat(this.file(key)).then(
      (stats) => ({ size: stats.size, modifiedMs: stats.mtimeMs }),
      () => null,
    );
  }

  remove(key: string): Promise<void> {
    return unlink(this.file(key)).catch(() => undefined);
  }

  async requireRoom(bytes: number, minFreeBytes: number): Promise<void> {
    const uploads = this.file('uploads');
    await mkdir(uploads, { recursive: true });
    await requireFreeSpace(uploads, bytes, minFreeBytes);
  }

  async close(): Promise<void> {}

  private file(key: string): string {
    return path.join(this.directory, key);
  }
}
