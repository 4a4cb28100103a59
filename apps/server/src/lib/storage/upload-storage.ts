import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

// One store per configuration, so every module of a server shares its S3 client and connections.
const opened = new WeakMap<StorageConfig, FileStorage>();

/** The store S3_BUCKET names, else DATA_DIR on this machine's disk. */
export function createStorage(config: StorageConfig, log?: FastifyBaseLogger): FileStorage {
  if (!config.S3_BUCKET) return new LocalStorage(config.dataDir);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Storage(
    {
      bucket: config.S3_BUCKET,
      client: {
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's
        // newer default (CRC32 trailers on every upload).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that does not answer holds a request for seconds, not for ever.
        requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
      },
    },
    log,
  );
}

/**
 * The server's store for `config`: opened once (by the uploads route, with the server's
 * logger) and shared by every module that writes or deletes uploads.
 */
export function uploadStorage(config: StorageConfig, log?: FastifyBaseLogger): FileStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage = createStorage(config, log);
    opened.set(config, storage);
  }
  return storage;
}

/** Lets the store's connections go when its server closes. */
export async function closeUploadStorage(config: StorageConfig): Promise<void> {
  const storage = opened.get(config);
  opened.delete(config);
  await storage?.close();
}
