import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_ENV).toBe('local');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('stops start-up naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: must be a number/);
      expect(message).toMatch(/APP_ENV: must be local or production/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });
});

/** The message loadConfig refuses `env` with, or undefined when it accepts it. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

const PRODUCTION = { APP_ENV: 'production', APP_URL: 'https://shop.example' };
const SHARED = { REDIS_URL: 'redis://127.0.0.1:6379' };
const PUSHER = { PUSHER_APP_ID: '510001', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret' };
const LINK_SECRET = { PAYMENT_LINK_SECRET: 'x'.repeat(32) };

describe('production start', () => {
  it('seeds the demo and offers the sandbox in local mode, neither in production unless set', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, paymentsSandbox: true });
    expect(loadConfig({ SEED_DEMO: 'false', PAYMENTS_SANDBOX: 'false' })).toMatchObject({
      seedDemo: false,
      paymentsSandbox: false,
    });
    expect(loadConfig(PRODUCTION)).toMatchObject({ seedDemo: false, paymentsSandbox: false });
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', PAYMENTS_SANDBOX: 'true' })).toMatchObject({
      seedDemo: true,
      paymentsSandbox: true,
    });
  });

  it('refuses production without APP_URL, saying what to set', () => {
    expect(refusal({ APP_ENV: 'production' })).toMatch(
      /APP_URL: must be set in production: the shop's public origin \(e\.g\. APP_URL=https:\/\/shop\.example\)/,
    );
    expect(refusal(PRODUCTION)).toBeUndefined();
    // Local mode writes links from the request's own host.
    expect(refusal({})).toBeUndefined();
  });

  it('refuses several production processes (REDIS_URL) without a shared realtime service', () => {
    const message = refusal({ ...PRODUCTION, ...SHARED });
    expect(message).toMatch(/REALTIME_SERVER: must be external when REDIS_URL shares the shop between processes/);
    expect(message).toMatch(/npm run realtime/);
    // The sandbox is off in production unless asked for, so its link secret is not wanted.
    expect(message).not.toMatch(/PAYMENT_LINK_SECRET/);
    // Credentials alone configure the built-in server, which still reaches one process's shoppers only.
    expect(refusal({ ...PRODUCTION, ...SHARED, ...PUSHER })).toMatch(/REALTIME_SERVER: must be external/);
    expect(refusal({ ...PRODUCTION, ...SHARED, ...PUSHER, PUSHER_HOST: 'realtime.internal' })).toBeUndefined();
    expect(refusal({ ...PRODUCTION, ...SHARED, ...PUSHER, REALTIME_SERVER: 'external' })).toBeUndefined();
    // One process alone keeps its built-in realtime server, and local mode is lenient.
    expect(refusal(PRODUCTION)).toBeUndefined();
    expect(refusal(SHARED)).toBeUndefined();
  });

  it('refuses several production processes with the sandbox on but no shared PAYMENT_LINK_SECRET', () => {
    const sandbox = { ...PRODUCTION, ...SHARED, ...PUSHER, REALTIME_SERVER: 'external', PAYMENTS_SANDBOX: 'true' };
    expect(refusal(sandbox)).toMatch(
      /PAYMENT_LINK_SECRET: must be set when REDIS_URL shares the shop between processes and the sandbox gateway is on/,
    );
    expect(refusal({ ...sandbox, ...LINK_SECRET })).toBeUndefined();
    expect(refusal({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' })).toBeUndefined();
  });

  it('names every gap at once', () => {
    const message = refusal({ APP_ENV: 'production', ...SHARED, PAYMENTS_SANDBOX: 'true' }) ?? '';
    for (const name of ['APP_URL', 'PAYMENT_LINK_SECRET', 'REALTIME_SERVER']) expect(message).toContain(`  ${name}`);
  });
});
