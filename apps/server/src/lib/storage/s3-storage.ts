import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error.ts';
import {
  contentTypeOf,
  type FileStorage,
  type ReadOptions,
  type ReadResult,
  type StoredFileInfo,
} from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  client: S3ClientConfig;
}

/** What the store answered with, when it answered: 404 for a missing key, 304, 416. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), shared by every
 * server process on every machine. A store that cannot be reached, or refuses the server's
 * keys, is answered 503 with the envelope (and logged), never a crash.
 */
export class S3Storage implements FileStorage {
  readonly directory = undefined;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.client = new S3Client(settings.client);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // One request with a length: the object appears whole or not at all.
    await this.send(new PutObjectCommand({ ...this.object(key), Body: bytes, ContentType: contentTypeOf(key) }));
  }

  async read(key: string, options: ReadOptions = {}): Promise<ReadResult> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ ...this.object(key), Range: options.range, IfNoneMatch: options.ifNoneMatch }),
      );
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        modifiedMs: answer.LastModified?.getTime() ?? 0,
        etag: answer.ETag,
        contentRange: answer.ContentRange,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return 'missing';
      if (status === 304) return 'not-modified';
      if (status === 416) return 'unsatisfiable';
      throw this.unavailable(error);
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.object(key)));
      return { size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0, etag: head.ETag };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw this.unavailable(error);
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a key that is gone succeeds on S3, as unlinking a missing file is fine locally.
    await this.send(new DeleteObjectCommand(this.object(key)));
  }

  /** The bucket's room is its provider's to keep; no floor applies. */
  async requireRoom(): Promise<void> {}

  async close(): Promise<void> {
    this.client.destroy();
  }

  private object(key: string) {
    return { Bucket: this.settings.bucket, Key: key };
  }

  private async send(command: PutObjectCommand | DeleteObjectCommand): Promise<void> {
    try {
      await this.client.send(command);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private unavailable(error: unknown): AppError {
    this.log?.warn({ err: error, bucket: this.settings.bucket }, 'file store unavailable');
    return new AppError(503, 'The shop cannot reach its file store right now. Please try again later.');
  }
}
