import { type Master, type SocialProvider, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { waitForCallback } from '../social/popup.ts';
import { type SocialTokenRequest, signInRequest } from '../social/providers.ts';
import { useSignedIn } from './login.ts';

export const socialSignIn = (provider: SocialProvider, body: SocialTokenRequest) =>
  api(endpoints.auth.socialSignIn, { params: { provider }, body });

interface SocialSignInInput {
  provider: SocialProvider;
  auths: Master['social_auths'];
  /** Opened by the click itself (see openPopup); this flow sends it to the provider. */
  popup: Window;
}

/**
 * Social sign-in (docs/features/accounts.md#social-sign-in): the provider's page in a popup, its
 * answer to our server, then the same steps as a password login. A refusal from our server is an
 * error toast; a closed popup or a provider's error is only logged
 * (docs/features/forms-and-errors.md#failures-that-stay-quiet).
 */
export function useSocialSignIn() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: async ({ provider, auths, popup }: SocialSignInInput) => {
      try {
        const request = await signInRequest(provider, auths);
        popup.location.href = request.url;
        const answer = await waitForCallback(popup, provider, request.state);
        return await socialSignIn(provider, request.body(answer));
      } finally {
        if (!popup.closed) popup.close();
      }
    },
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError) toast.error(error.message);
      else console.warn('Social sign-in did not complete:', error.message);
    },
  });
}
