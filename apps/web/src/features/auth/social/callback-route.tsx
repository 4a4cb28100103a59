import type { SocialProvider } from '@souk/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { CALLBACK_CHANNEL, CALLBACK_TYPE, type CallbackMessage, PROVIDERS } from './callback-message.ts';

/** Query and fragment parameters together: Google answers in the query, Apple and Facebook in the fragment. */
function readParams(): Record<string, string> {
  const params: Record<string, string> = {};
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  for (const source of [new URLSearchParams(window.location.search), fragment]) {
    for (const [key, value] of source) params[key] = value;
  }
  return params;
}

/**
 * `/auth/callback/{provider}`: the page a provider's popup returns to. It hands what the provider
 * sent to the storefront window that opened it (only to this origin), and on a broadcast channel
 * too, because a provider's Cross-Origin-Opener-Policy may have cut the opener; then closes.
 */
export function Component() {
  const t = useT();
  const { provider } = useParams();

  useEffect(() => {
    if (!PROVIDERS.includes(provider as SocialProvider)) return;
    const message: CallbackMessage = {
      type: CALLBACK_TYPE,
      provider: provider as SocialProvider,
      params: readParams(),
    };
    // The fragment may hold a token: keep it out of this window's history.
    window.history.replaceState(null, '', window.location.pathname);
    window.opener?.postMessage(message, window.location.origin);
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    channel.postMessage(message);
    channel.close();
    window.close();
  }, [provider]);

  return (
    <main className="grid min-h-screen place-items-center p-6 text-center text-slate-700">
      <p>{t('Completing sign-in… You can close this window.')}</p>
    </main>
  );
}
