// The server the browser journeys run against: the built app on a fresh temporary DATA_DIR,
// seeded with the demo shop on start, removed on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);
await import('../apps/server/dist/main.js');
