// `npm run seed -- --products 100000`: grows the demo catalogue (for benchmarks).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/seed-cli.js');
