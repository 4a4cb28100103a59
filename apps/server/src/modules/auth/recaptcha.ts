import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Settings } from '../settings/defaults.ts';

const FIELD = 'g-recaptcha-response';
const MESSAGE = 'Please complete the reCAPTCHA verification.';
const unavailable = () => new AppError(503, 'The reCAPTCHA check is not available right now. Please try again later.');

/** Asks the verify service about `token`; undefined when the service cannot be reached. */
async function askVerifier(url: string, secret: string, token: string, remoteIp: string): Promise<boolean | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.status >= 500) return undefined;
    return response.ok && ((await response.json()) as { success?: unknown }).success === true;
  } catch {
    return undefined;
  }
}

/**
 * When reCAPTCHA is on in the settings, the login's token must pass the verify service
 * (`RECAPTCHA_VERIFY_URL`, Google's siteverify by default). Fails closed: without a secret or an
 * answer from the service the login is refused rather than let through unchecked.
 */
export async function checkRecaptcha(
  config: Config,
  log: FastifyBaseLogger,
  recaptcha: Settings['recaptcha'],
  token: string | null | undefined,
  remoteIp: string,
): Promise<void> {
  if (!recaptcha.is_active) return;
  if (!token) throw AppError.validation(FIELD, MESSAGE);
  const secret = config.RECAPTCHA_SECRET_KEY ?? recaptcha.secret_key;
  if (!secret) {
    log.error('reCAPTCHA is active but has no secret (RECAPTCHA_SECRET_KEY or the setting secret_key)');
    throw unavailable();
  }
  const passed = await askVerifier(config.RECAPTCHA_VERIFY_URL, secret, token, remoteIp);
  if (passed === undefined) {
    log.error('the reCAPTCHA verify service did not answer');
    throw unavailable();
  }
  if (!passed) throw AppError.validation(FIELD, MESSAGE);
}
