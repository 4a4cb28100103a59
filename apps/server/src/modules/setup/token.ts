import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { hashToken } from '../auth/tokens.ts';
import { activeStaffExists, deleteSetupToken, replaceSetupToken } from './queries.ts';

/**
 * At start-up, while no platform staff can sign in: a new one-time setup token (256 random
 * bits). Only its hash is kept, in the database, so whichever process sharing it answers the
 * link accepts it; it replaces the token an earlier start printed, which stops working. Once
 * staff exist, a token left over is removed. The token to print, or undefined.
 */
export async function openSetup(db: Db, clock: Clock): Promise<string | undefined> {
  if (await activeStaffExists(db)) {
    await deleteSetupToken(db);
    return undefined;
  }
  const token = randomBytes(32).toString('base64url');
  await replaceSetupToken(db, hashToken(token), isoAt(clock));
  return token;
}

/** The console's setup page for `token` on the shop's `origin` (a base64url token needs no escaping). */
export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/console/setup?token=${token}`;
}
