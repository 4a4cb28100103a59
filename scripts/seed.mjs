// `npm run seed -- --products 100000`: grows the demo catalogue (for benchmarks).
import { buildIfNeeded } from './build-if-needed.mjs';

// The seed runs the server's code alone: the storefront and the console need not be built for it.
buildIfNeeded('server');
await import('../apps/server/dist/seed-cli.js');
