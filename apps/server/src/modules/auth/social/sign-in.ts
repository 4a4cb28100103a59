import { createHash } from 'node:crypto';
import type { Session, SocialProvider, SocialTokenBody } from '@souk/contract';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isoAt } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { readSettings } from '../../settings/queries.ts';
import { startSession } from '../session.ts';
import { appleIdentity } from './apple.ts';
import { facebookIdentity } from './facebook.ts';
import { googleIdentity } from './google.ts';
import { type IdTokenIdentity, notVerified, type ProviderIdentity } from './identity.ts';
import { findLinkedUser, linkNewCustomer } from './queries.ts';
import { providerSecret } from './secrets.ts';

const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

function unavailable(provider: SocialProvider): AppError {
  return AppError.validation('provider', `${LABELS[provider]} sign-in is not available.`);
}

/**
 * An ID token buys one sign-in: the same token sent again is refused. The key is the token
 * itself, not the nonce as the client sent it (raw or hashed, both verify), so no second form
 * of the same nonce replays it.
 */
async function spendToken(ctx: AppContext, idToken: string, expiresAt: number): Promise<void> {
  const key = `social-token:${createHash('sha256').update(idToken).digest('hex')}`;
  const state = await ctx.counters.increment(key, Math.max(expiresAt - ctx.clock.now(), 0) + 60_000);
  if (state.count > 1) throw notVerified();
}

/**
 * The provider's check of what the storefront sent; client ids come from settings, secrets from
 * the environment or else the console (see providerSecret).
 */
async function identify(ctx: AppContext, provider: SocialProvider, body: SocialTokenBody): Promise<ProviderIdentity> {
  const { config } = ctx;
  const settings = await readSettings(ctx.db);
  const { is_active, client_id } = settings.social_auths[provider];
  if (!is_active || !client_id) throw unavailable(provider);
  if (provider === 'facebook') {
    const appSecret = providerSecret(config, settings, provider);
    if (!appSecret) throw unavailable(provider);
    return facebookIdentity(config, client_id, appSecret, body);
  }
  const nonce = body.data.nonce;
  if (!nonce) throw AppError.validation('data.nonce', 'The nonce field is required.');
  let identity: IdTokenIdentity;
  if (provider === 'google') {
    const clientSecret = providerSecret(config, settings, provider);
    if (!clientSecret) throw unavailable(provider);
    identity = await googleIdentity(config, client_id, clientSecret, body, nonce);
  } else {
    identity = await appleIdentity(config, client_id, body, nonce);
  }
  await spendToken(ctx, identity.idToken, identity.expiresAt);
  return identity;
}

/**
 * `POST /auth/{provider}/token`. The account is found by (provider, provider's user id), never by
 * email alone. A first sign-in makes a new customer account; when the provider's verified email
 * already belongs to an account, it is not taken over: the shopper signs in with the password.
 */
export async function socialSignIn(ctx: AppContext, provider: SocialProvider, body: SocialTokenBody): Promise<Session> {
  const identity = await identify(ctx, provider, body);
  let linked = await findLinkedUser(ctx.db, provider, identity.subject);
  if (!linked) {
    try {
      await linkNewCustomer(ctx.db, provider, identity, isoAt(ctx.clock));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same first sign-in twice at once links once; an email of another account refuses.
      if (!(await findLinkedUser(ctx.db, provider, identity.subject))) {
        throw AppError.validation(
          'email',
          'An account with this email already exists. Please log in with your email and password.',
        );
      }
    }
    linked = await findLinkedUser(ctx.db, provider, identity.subject);
  }
  if (!linked || linked.is_active !== 1) throw AppError.validation('code', 'This account has been deactivated.');
  return startSession(ctx, linked.id);
}
