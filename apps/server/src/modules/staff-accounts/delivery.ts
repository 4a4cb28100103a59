import type { CodeChannel, CodeDelivery } from '@souk/contract';
import type { Config } from '../../config.ts';

/**
 * How the server delivers each channel's one-time codes, as the messenger
 * (lib/messaging/messenger.ts) does it: through SMTP_URL or SMS_GATEWAY_URL when set; without
 * one, local mode still writes them to the outbox a developer reads, and production has no way
 * to reach the shopper.
 */
export function codeDelivery(config: Config): Record<CodeChannel, CodeDelivery> {
  const delivery = (transport: string | undefined): CodeDelivery =>
    transport ? 'sent' : config.APP_ENV === 'local' ? 'outbox' : 'unavailable';
  return { email: delivery(config.SMTP_URL), phone: delivery(config.SMS_GATEWAY_URL) };
}
