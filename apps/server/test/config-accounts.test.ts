import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('account configuration', () => {
  it('defaults to the real providers and no mail or SMS transport', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SMS_GATEWAY_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Souk <no-reply@souk.local>');
    expect(config.RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(config.GOOGLE_OIDC_ISSUER).toBe('https://accounts.google.com');
    expect(config.APPLE_OIDC_ISSUER).toBe('https://appleid.apple.com');
    expect(config.FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com/v20.0');
  });

  it('names bad values', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com', SMS_GATEWAY_URL: 'not a url' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*SMS_GATEWAY_URL: must be a URL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts only local proxies by default, and reads true, false and lists', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });
});
