import { phoneError, phoneRulesOf } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import type { Settings } from '../settings/defaults.ts';
import { isTaken } from './queries.ts';

/** What is wrong with an account's phone: the settings' rules first, then whether another account has it. */
export async function phoneProblem(
  db: Db,
  settings: Settings,
  phone: string | null,
  exceptUserId?: number,
): Promise<string | null> {
  const ruleBroken = phoneError(phone ?? '', phoneRulesOf(settings));
  if (ruleBroken) return ruleBroken;
  return phone && (await isTaken(db, 'phone', phone, exceptUserId)) ? 'The phone has already been taken.' : null;
}

export async function emailProblem(db: Db, email: string, exceptUserId?: number): Promise<string | null> {
  return (await isTaken(db, 'email', email, exceptUserId)) ? 'The email has already been taken.' : null;
}
