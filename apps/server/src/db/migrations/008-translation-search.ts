import type { Generated, Kysely } from 'kysely';
import { foldSearchText } from '../../lib/search-text.ts';

interface Tables {
  translations: {
    id: Generated<number>;
    entity: string;
    entity_id: number;
    locale: string;
    field: string;
    value: string;
    search_text: string | null;
  };
  ticket_issue_types: { id: Generated<number>; name: string };
}

/** The issue types migration 006 lays down, in the languages the shop ships with. */
const ISSUE_TYPE_NAMES: Record<string, { ar: string; fr: string }> = {
  'Order issue': { ar: 'مشكلة في الطلب', fr: 'Problème de commande' },
  'Payment issue': { ar: 'مشكلة في الدفع', fr: 'Problème de paiement' },
  'Delivery issue': { ar: 'مشكلة في التوصيل', fr: 'Problème de livraison' },
  'Product issue': { ar: 'مشكلة في المنتج', fr: 'Problème de produit' },
  'Refund request': { ar: 'طلب استرداد', fr: 'Demande de remboursement' },
  'Account issue': { ar: 'مشكلة في الحساب', fr: 'Problème de compte' },
  Other: { ar: 'أخرى', fr: 'Autre' },
};

/**
 * Translated names become searchable without regard to accents and case on both databases:
 * `search_text` holds the folded name (lib/search-text.ts), filled here for the rows already
 * there. And the support ticket issue types, reference data every install has, get their
 * Arabic and French names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translations').addColumn('search_text', 'text').execute();
  const k = db as Kysely<Tables>;
  const names = await k.selectFrom('translations').select(['id', 'value']).where('field', '=', 'name').execute();
  for (const row of names) {
    await k
      .updateTable('translations')
      .set({ search_text: foldSearchText(row.value) })
      .where('id', '=', row.id)
      .execute();
  }

  const types = await k.selectFrom('ticket_issue_types').select(['id', 'name']).execute();
  const rows = types.flatMap((type) => {
    const names = ISSUE_TYPE_NAMES[type.name];
    if (!names) return [];
    return (['ar', 'fr'] as const).map((locale) => ({
      entity: 'ticket_issue_type',
      entity_id: type.id,
      locale,
      field: 'name',
      value: names[locale],
      search_text: foldSearchText(names[locale]),
    }));
  });
  if (rows.length > 0) await k.insertInto('translations').values(rows).execute();
}
