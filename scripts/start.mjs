// `npm start`: build what is not built, then run the server (it migrates, seeds the demo shop
// on first start and serves the storefront, /api and realtime on one port).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/main.js');
