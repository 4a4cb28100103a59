import { defineConfig } from 'vitest/config';

// Unit tests of the storefront's pure modules; screens are tested in a real browser (e2e/).
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
