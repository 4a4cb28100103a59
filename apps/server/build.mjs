// Bundles the server's TypeScript (and the shared contract, which ships as source) into
// dist/*.js; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@souk/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed-cli.ts',
    realtime: 'src/realtime-cli.ts',
    'backup-cli': 'src/backup-cli.ts',
    'restore-cli': 'src/restore-cli.ts',
    'add-account-cli': 'src/add-account-cli.ts',
    // Started by path on reader threads (src/db/sqlite-read-pool.ts), beside the entry points.
    'sqlite-read-worker': 'src/db/sqlite-read-worker.mjs',
    // Started by path on the seed's row-building thread (src/seed/product-thread.ts).
    'seed-product-thread': 'src/seed/product-thread-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
