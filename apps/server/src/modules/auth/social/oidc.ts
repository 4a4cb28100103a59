import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { fetchProviderJson, notVerified, providerUnavailable } from './identity.ts';

interface Discovery {
  issuer: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri: string;
}

const DISCOVERY_TTL_MS = 3_600_000;
const discoveries = new Map<string, { at: number; value: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The issuer's OpenID configuration (cached for an hour). */
export async function discover(issuer: string, timeoutMs?: number): Promise<Discovery> {
  const base = issuer.replace(/\/+$/, '');
  const cached = discoveries.get(base);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
  const { ok, body } = await fetchProviderJson(`${base}/.well-known/openid-configuration`, {}, timeoutMs);
  const value = body as Partial<Discovery> | null;
  if (!ok || typeof value?.issuer !== 'string' || typeof value.jwks_uri !== 'string') throw providerUnavailable();
  const discovery = value as Discovery;
  discoveries.set(base, { at: Date.now(), value: discovery });
  return discovery;
}

function keySet(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    // jose caches the keys and refetches when a token names a key id it has not seen (rotation).
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
    keySets.set(jwksUri, set);
  }
  return set;
}

/**
 * Verifies an ID token: signature against the issuer's published keys, `iss` (Google also
 * writes it without the scheme), `aud` = our client id, `exp`, and `nonce` = the nonce the
 * storefront sent in the authorization request (Apple's native SDKs put its SHA-256 there).
 */
export async function verifyIdToken(
  discovery: Discovery,
  idToken: string,
  clientId: string,
  nonce: string,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(discovery.jwks_uri), {
      issuer: [discovery.issuer, new URL(discovery.issuer).host],
      audience: clientId,
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw notVerified();
  }
  const hashed = createHash('sha256').update(nonce).digest('hex');
  if (payload.nonce !== nonce && payload.nonce !== hashed) throw notVerified();
  return payload;
}

/** `email_verified` arrives as a boolean (Google) or as the string "true" (Apple). */
export function verifiedEmail(payload: JWTPayload): string | null {
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return verified && typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
}
