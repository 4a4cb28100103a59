import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The second journey server: social sign-in and reCAPTCHA on, against local stand-ins. */
export const socialBaseURL = `http://127.0.0.1:${port + 1}`;
/**
 * The third: the console's journeys, on a database of their own. They add products and move
 * orders, which would change the totals the storefront's journeys read and check on screen; on
 * their own server they run beside those journeys instead of after them all.
 */
const consoleBaseURL = `http://127.0.0.1:${port + 2}`;

/** A journey server: the real, built server on a freshly seeded database in a new temporary DATA_DIR. */
function journeyServer(command: string, at: number, env: Record<string, string> = {}) {
  return {
    command,
    cwd: '../..',
    url: `http://127.0.0.1:${at}/api/master`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Asked to stop rather than killed, so it removes its temporary DATA_DIR on the way out.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: { PORT: String(at), HOST: '127.0.0.1', APP_ENV: 'local', LOG_LEVEL: 'warn', ...env },
  };
}

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };
const phone = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  launchOptions,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three browsers keep both cores busy (two leave them idle while pages wait on the network,
  // five starve axe). With the CPU that busy, a screen can take over five seconds to show.
  workers: 3,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]] : 'list',
  outputDir: '../../test-results/e2e',
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screens/,
  grep: process.env.SCREENSHOTS ? /@screens/ : undefined,
  use: {
    baseURL,
    // Recording a trace of every journey made the run a fifth slower (169 s against 135 s for the
    // catalog and shell journeys); E2E_TRACE=1 records them, kept for the journeys that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // The shop and platform console (apps/console), served under /console/ by its own journey
    // server, whose storefront its journeys read back. Its projects come first: workers take
    // journeys in the projects' order, and the longest ones started last would leave the others
    // idle at the end. Each journey is a whole workflow on both sides: an owner's product from
    // photos to delivered ran 26 s on one 2-core machine and 42-60 s on a slower one, with three
    // browsers at once, so each gets two minutes rather than the default 30 s.
    {
      name: 'console-desktop',
      testDir: '../console/e2e',
      timeout: 120_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: consoleBaseURL,
        launchOptions,
      },
    },
    {
      name: 'console-phone',
      testDir: '../console/e2e',
      timeout: 120_000,
      use: { ...phone, baseURL: consoleBaseURL },
    },
    {
      name: 'desktop',
      // The 320 px checks set their own viewport; one run, in the phone project, is enough.
      testIgnore: /narrow\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: phone,
    },
  ],
  webServer: [
    // The storefront's journeys' server, and the console's (see consoleBaseURL).
    journeyServer('node scripts/e2e-server.mjs', port, {
      // Every journey that needs a clean basket signs up its own customer from 127.0.0.1, and
      // the console's journeys sign staff in and send applications from there too.
      REGISTRATIONS_PER_HOUR: '1000',
      FORM_SUBMISSIONS_PER_10_MINUTES: '100',
    }),
    journeyServer('node scripts/e2e-server.mjs', port + 2, {
      REGISTRATIONS_PER_HOUR: '1000',
      FORM_SUBMISSIONS_PER_10_MINUTES: '100',
    }),
    // With social sign-in and reCAPTCHA on (social-sign-in and recaptcha journeys).
    journeyServer('node scripts/e2e/social-server.mjs', port + 1),
  ],
});
