import { AppError } from '../../../lib/app-error.ts';

/** Who a provider says signed in: `subject` is the provider's stable user id. */
export interface ProviderIdentity {
  subject: string;
  /** Only an address the provider has verified; anything else is dropped. */
  email: string | null;
  name: string | null;
}

/** An identity proved by a verified OpenID Connect ID token (`idToken`, valid until `expiresAt`). */
export interface IdTokenIdentity extends ProviderIdentity {
  expiresAt: number;
  idToken: string;
}

/** The provider's answer did not prove a sign-in (bad code, forged or expired token, wrong audience). */
export function notVerified(): AppError {
  return AppError.validation('code', 'The sign-in could not be verified. Please try again.');
}

/** The provider could not be reached or answered nonsense: not the shopper's fault. */
export function providerUnavailable(): AppError {
  return new AppError(503, 'The sign-in service is not available right now. Please try again later.');
}

/** JSON from a provider, with timeouts and failures mapped to the two errors above. */
export async function fetchProviderJson(
  url: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<{ ok: boolean; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw providerUnavailable();
  }
  if (response.status >= 500) throw providerUnavailable();
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, body };
}
