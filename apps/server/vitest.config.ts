import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The side-by-side comparison needs PostgreSQL; it runs in the suite's PostgreSQL pass.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/cross-database.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
