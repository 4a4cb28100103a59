import type { OutgoingMessage, Transport } from './message.ts';

/**
 * A generic HTTP SMS gateway: POST {to, message} as JSON to `SMS_GATEWAY_URL`, with the token
 * as a bearer credential. Most SMS providers (or a small relay in front of one) accept this.
 */
export function smsGatewayTransport(url: string, token: string | undefined): Transport {
  return {
    async deliver(message: OutgoingMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: `${message.phoneCode ?? ''}${message.to}`, message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the SMS gateway answered HTTP ${response.status}`);
    },
    close: () => undefined,
  };
}
