// `npm run add-owner -- --email … --shop …` and `npm run add-staff -- --email …`: the accounts
// that run the shop (see apps/server/src/add-account-cli.ts). Only the server needs building.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('server');
await import('../apps/server/dist/add-account-cli.js');
