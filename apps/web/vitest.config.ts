import { defineConfig } from 'vitest/config';

// Unit tests of the storefront's pure modules and of its server entry (entry-server.tsx);
// screens are tested in a real browser (e2e/).
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
