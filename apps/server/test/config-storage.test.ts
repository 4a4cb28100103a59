import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { S3Storage } from '../src/lib/storage/s3-storage.ts';
import { createStorage } from '../src/lib/storage/upload-storage.ts';

const PRODUCTION = { APP_ENV: 'production', APP_URL: 'https://shop.example' };

describe('where uploads are kept', () => {
  it('keeps them under DATA_DIR when no S3_ variable is set, in production too', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: '/srv/souk' });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.directory).toBe('/srv/souk');
  });

  it('keeps them in the bucket S3_BUCKET names', async () => {
    const config = loadConfig({ ...PRODUCTION, S3_BUCKET: 'souk-uploads', S3_ENDPOINT: 'http://minio:9000' });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.directory).toBeUndefined();
    await storage.close();
  });

  it('names S3_BUCKET when another S3_ setting is given without it', () => {
    const env = { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig(env)).toThrow(
      /S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set: the bucket/,
    );
  });

  it('names the missing half of the access key, and a bad endpoint or bucket name', () => {
    expect(() => loadConfig({ S3_BUCKET: 'souk-uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'souk-uploads', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY/,
    );
    const bad = () => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio 9000', S3_FORCE_PATH_STYLE: 'yes' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/S3_BUCKET: must be a bucket name of 3 characters or more/);
    expect(bad).toThrow(/S3_ENDPOINT: must be a URL/);
    expect(bad).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
  });
});
