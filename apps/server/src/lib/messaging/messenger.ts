import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type { OutgoingMessage, Transport } from './message.ts';
import { writeOutbox } from './outbox-queries.ts';
import { smsGatewayTransport } from './sms-gateway.ts';
import { smtpTransport } from './smtp.ts';

/** Sends mail and SMS: the one way out for one-time codes. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /** Waits for deliveries still under way, then closes the transports. */
  close(): Promise<void>;
}

/**
 * Messages go to the outbox table when their channel has no transport, and always in local
 * mode (so a developer can read codes); a configured transport delivers in the background, so
 * a slow mail server neither delays the answer nor tells by its timing that an account exists.
 * Failures are logged without the message (it holds a code).
 */
export function createMessenger(deps: { db: Db; config: Config; clock: Clock; log: FastifyBaseLogger }): Messenger {
  const { db, config, clock, log } = deps;
  const transports: Partial<Record<OutgoingMessage['channel'], Transport>> = {
    ...(config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.MAIL_FROM) } : {}),
    ...(config.SMS_GATEWAY_URL ? { sms: smsGatewayTransport(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) } : {}),
  };
  if (config.APP_ENV === 'production' && (!transports.email || !transports.sms)) {
    log.warn(
      'SMTP_URL or SMS_GATEWAY_URL is not set: one-time codes for that channel only reach the outbox table, not the shopper',
    );
  }
  const pending = new Set<Promise<void>>();

  return {
    async send(message) {
      const transport = transports[message.channel];
      if (config.APP_ENV === 'local' || !transport) await writeOutbox(db, message, clock.now());
      if (!transport) return;
      const delivery = transport.deliver(message).catch((error: unknown) => {
        const { code, message: reason } = (error ?? {}) as { code?: string; message?: string };
        log.error({ channel: message.channel, code, reason }, 'message delivery failed');
      });
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async close() {
      await Promise.allSettled([...pending]);
      for (const transport of Object.values(transports)) transport.close();
    },
  };
}
