import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sqlite: true, seed: false });
});
afterAll(() => t.close());

/** The command's output, run as an operator runs it with uploads kept in a bucket. */
function backup(file: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, S3_BUCKET: 'souk-uploads' };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', file], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    encoding: 'utf8',
  });
}

describe('a backup with uploads in a bucket', () => {
  it('says that the uploads are in the bucket and not in the backup', () => {
    const file = path.join(t.dataDir, 'backups', 'with-bucket.db');
    const output = backup(file);
    expect(output).toContain(`to ${file}`);
    expect(output).toContain(
      'Uploaded files are kept in the bucket souk-uploads (S3_BUCKET), not in DATA_DIR/uploads: this backup does not hold them.',
    );
  });
});
