import type { SupportBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { translateRows } from '../translations/translations.ts';
import { readSettings } from '../settings/queries.ts';
import { findPage, insertSupportMessage } from './queries.ts';

/** A page's title and body, in the request's language where the page has them. */
export async function legalPage(db: Db, slug: string) {
  const page = await findPage(db, slug);
  if (!page) throw AppError.notFound('Page');
  const text = (await translateRows(db, 'page', [page], ['title', 'description'], (p) => p.id))[0] ?? page;
  return { content: { title: text.title, description: text.description } };
}

export async function contactDetails(db: Db) {
  return (await readSettings(db)).contact;
}

/** Stores a contact-form message for the shop's staff; phone is kept as its digits. */
export async function storeSupportMessage(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  body: SupportBody,
): Promise<void> {
  await insertSupportMessage(db, {
    name: body.name,
    phone: body.phone.replace(/\D+/g, ''),
    email: body.email ?? null,
    subject: body.subject,
    message: body.message,
    created_at: isoAt(clock),
  });
}
