import { defineConfig } from 'vitest/config';

// Unit tests only; the journeys under e2e/ run in Playwright (apps/web/playwright.config.ts).
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
