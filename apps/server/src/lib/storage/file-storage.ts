import type { Readable } from 'node:stream';

/** When a stored file was last written, and its size. */
export interface StoredFileInfo {
  size: number;
  modifiedMs: number;
  /** The store's tag for this version of the file, when it keeps one. */
  etag?: string;
}

/**
 * A stored file being read: its bytes (the requested part of them; `size` counts those) and
 * what a reply says of it.
 */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
  /** `bytes start-end/size` when a part was asked for and is sent. */
  contentRange?: string;
}

/** What reading a file can answer besides the file: gone, or unchanged since the tag the client holds. */
export type ReadResult = StoredFile | 'missing' | 'not-modified' | 'unsatisfiable';

export interface ReadOptions {
  /** An HTTP `Range` header of one range (`bytes=0-99`, `bytes=-500`). */
  range?: string;
  /** The client's `If-None-Match`. */
  ifNoneMatch?: string;
}

/**
 * Where uploads and their resized copies live. Keys mirror DATA_DIR's layout (`uploads/products/
 * <name>`, `cache/images/<width>/<upload path>.webp`), so moving a shop between the local disk
 * and a bucket is copying those folders; the URLs in the database never change.
 */
export interface FileStorage {
  /** The folder that holds the keys when they are files on this machine's disk. */
  readonly directory: string | undefined;
  /** Writes the whole file or, when it fails, leaves readers the previous one (or none). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or why not; a store may answer a range or a tag with the whole file, as HTTP allows. */
  read(key: string, options?: ReadOptions): Promise<ReadResult>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Deletes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Refuses (507) to store `bytes` more when that would leave less than `minFreeBytes` free. */
  requireRoom(bytes: number, minFreeBytes: number): Promise<void>;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** A file's type by its extension: uploads are named by their checked type, so the name is trusted. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
