import type { SocialProvider } from '@souk/contract';
import { CALLBACK_CHANNEL, isCallbackMessage } from './callback-message.ts';

/** The shopper closed the popup, or the provider answered with an error (cancel, denied consent). */
export class SignInAbandoned extends Error {}

/**
 * How long a closed popup may still deliver its answer: when a provider's COOP cuts the opener,
 * the popup looks closed to us while it is still on its way to the callback page.
 */
const CLOSED_GRACE_MS = 2500;
const POLL_MS = 400;

/** A blank popup opened inside the click itself, so popup blockers let it through. */
export function openPopup(): Window | null {
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(
    'about:blank',
    'souk-social-sign-in',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/**
 * Waits for the callback page's answer for this `state` (from the opener link or the broadcast
 * channel, only from this origin). Rejects with SignInAbandoned when the popup closes without
 * one or the provider reports an error.
 */
export function waitForCallback(
  popup: Window,
  provider: SocialProvider,
  state: string,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    let closedSince = 0;
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      channel.close();
      window.clearInterval(poll);
      outcome();
    };
    const accept = (data: unknown) => {
      if (!isCallbackMessage(data) || data.provider !== provider || data.params.state !== state) return;
      const { error, error_description: description } = data.params;
      if (error) finish(() => reject(new SignInAbandoned(description ?? error)));
      else finish(() => resolve(data.params));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    channel.onmessage = (event) => accept(event.data);
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ||= Date.now();
      if (Date.now() - closedSince >= CLOSED_GRACE_MS) {
        finish(() => reject(new SignInAbandoned('The sign-in window was closed.')));
      }
    }, POLL_MS);
  });
}
