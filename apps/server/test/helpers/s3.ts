import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'souk-uploads';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  /** The server's settings for this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket under `prefix`. */
  keys: (prefix?: string) => Promise<string[]>;
  /** The object's bytes, or null when the key is missing. */
  object: (key: string) => Promise<Buffer | null>;
  /** Writes an object as another process sharing the bucket would. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  close: () => Promise<void>;
}

/** An S3-protocol server (s3rver) on a free local port, its files in a temporary folder, with one empty bucket. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'souk-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const env = { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, ...KEYS };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return {
    env,
    keys: async (prefix = '') => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).flatMap((item) => item.Key ?? []).sort();
    },
    object: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return await buffer(answer.Body as Readable);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings naming a bucket on a local port nothing listens on: a store that is down. */
export async function unreachableBucketEnv(): Promise<Record<string, string>> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, ...KEYS };
}
