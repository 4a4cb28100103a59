// `npm run backup [-- FILE]`: a consistent copy of the SQLite database while the shop runs.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('server');
await import('../apps/server/dist/backup-cli.js');
