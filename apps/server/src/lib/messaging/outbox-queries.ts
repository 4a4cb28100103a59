import type { Db } from '../../db/database.ts';
import type { OutgoingMessage } from './message.ts';

/** Messages are kept a day: long enough to read a code, short enough not to pile up. */
const KEEP_MS = 86_400_000;

export async function writeOutbox(db: Db, message: OutgoingMessage, nowMs: number): Promise<void> {
  await db
    .deleteFrom('outbox_messages')
    .where('created_at', '<', new Date(nowMs - KEEP_MS).toISOString())
    .execute();
  await db
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      created_at: new Date(nowMs).toISOString(),
    })
    .execute();
}

/** Newest first, optionally only those to one recipient. */
export function listOutbox(db: Db, recipient: string | null, limit = 50) {
  let query = db
    .selectFrom('outbox_messages')
    .select(['recipient as to', 'channel', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}
