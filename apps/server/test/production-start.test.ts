import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** A process that loads the server's sources through tsx takes seconds on a busy machine. */
const SPAWN_TIMEOUT = 120_000;

/**
 * Starts the server as `node main.js` does, on SQLite in `dataDir`; resolves with its exit code
 * and output once it exits, or once it says it is running (then it is stopped with SIGTERM).
 */
function start(env: Record<string, string>, dataDir: string) {
  const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...base, LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...env },
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Souk is running')) setTimeout(() => child.kill('SIGTERM'), 200);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/** The setup link a start printed: its token, checked against the hash the database keeps. */
function setupToken(output: string, dataDir: string): string {
  const token = /^ {2}https:\/\/shop\.example\/console\/setup\?token=([A-Za-z0-9_-]{43})$/m.exec(output)?.[1];
  expect(token, output).toBeDefined();
  const db = new Database(path.join(dataDir, 'souk.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT token_hash FROM setup_tokens').all();
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256')
          .update(token ?? '')
          .digest('hex'),
      },
    ]);
  } finally {
    db.close();
  }
  return token ?? '';
}

describe('starting in production', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'souk-production-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'refuses without APP_URL, naming it and what to set',
    async () => {
      const { code, output } = await start({ APP_ENV: 'production' }, dataDir);
      expect(code).toBe(1);
      expect(output).toMatch(
        /^Invalid configuration:\n {2}APP_URL: must be set in production.*APP_URL=https:\/\/shop\.example/,
      );
      expect(output).not.toContain('Souk is running');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'starts on a fresh folder with no demo, says how to add the first shop owner, and prints a setup link for staff',
    async () => {
      const { output } = await start({ APP_ENV: 'production', APP_URL: 'https://shop.example' }, dataDir);
      expect(output).toContain('Souk is running');
      expect(output).not.toContain('Seeding the demo shop');
      expect(output).toContain('No shop owner yet.');
      expect(output).toContain('npm run add-owner -- --email owner@shop.example --shop "My Shop"');
      expect(output).toContain('No platform staff yet.');
      setupToken(output, dataDir);
      expect(output).toContain('npm run add-staff -- --email help@shop.example');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'prints a new setup link at each start, the earlier one no longer kept',
    async () => {
      const env = { APP_ENV: 'production', APP_URL: 'https://shop.example' };
      const first = setupToken((await start(env, dataDir)).output, dataDir);
      const second = setupToken((await start(env, dataDir)).output, dataDir);
      expect(second).not.toBe(first);
    },
    SPAWN_TIMEOUT * 2,
  );
});
