// `npm run realtime`: the Pusher-protocol realtime service as its own process, for shops that
// run several API processes (see docs/production.md).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/realtime.js');
