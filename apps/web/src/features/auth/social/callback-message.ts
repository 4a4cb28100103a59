import type { SocialProvider } from '@souk/contract';

/** The channel the callback page also broadcasts on, for when a provider's COOP cut the opener. */
export const CALLBACK_CHANNEL = 'souk-social-sign-in';
export const CALLBACK_TYPE = 'souk:social-callback';

/** What the provider sent back to `/auth/callback/{provider}`: query and fragment parameters. */
export interface CallbackMessage {
  type: typeof CALLBACK_TYPE;
  provider: SocialProvider;
  params: Record<string, string>;
}

// A copy of the contract's `socialProviders`: importing it would pull zod into the main bundle.
export const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

export const callbackPath = (provider: SocialProvider) => `/auth/callback/${provider}`;

export function isCallbackMessage(value: unknown): value is CallbackMessage {
  const message = value as Partial<CallbackMessage> | null;
  return message?.type === CALLBACK_TYPE && typeof message.params === 'object' && message.params !== null;
}
