// `npm run restore -- FILE`: puts a backup in place of the SQLite database (server stopped).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('server');
await import('../apps/server/dist/restore-cli.js');
