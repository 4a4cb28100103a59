import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The side-by-side comparison needs PostgreSQL; it runs in the suite's PostgreSQL pass.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/cross-database.test.ts'],
    // The demo seed, made once per run; each test app starts from a copy of it.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup/password-cost.ts'],
    pool: 'forks',
    // Files in a worker share its loaded modules instead of loading the whole server afresh each:
    // on CI that loading was 277 of the SQLite pass's 406 s. Each file still builds its own app
    // on its own database, and test helpers keep their state per test database.
    isolate: false,
    // Vitest's default (one worker fewer than the cores) leaves one of CI's two cores idle. Each
    // file has its own SQLite file or PostgreSQL schema, so files run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
