import { type DialectAdapter, sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import { catalogChanged, onCatalogChange } from '../../lib/catalog-events.ts';
import { type Settings, settingDefaults } from './defaults.ts';

/**
 * The shop's settings. Nearly every call reads them (multi-vendor, one shop per cart, sign-in
 * options) and they change only when the shop owner saves, so each database's are read once
 * and kept until a setting is written (here, or in another process: see catalog-events).
 */
export function readSettings(db: Db): Promise<Settings> {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const adapter = db.getExecutor().adapter;
  let settings = cache.get(adapter);
  if (!settings) {
    settings = loadSettings(db);
    cache.set(adapter, settings);
    // A failed read is not kept: the next call tries again.
    settings.catch(() => cache.delete(adapter));
  }
  return settings;
}

let cache = new WeakMap<DialectAdapter, Promise<Settings>>();
onCatalogChange(() => {
  cache = new WeakMap();
});

/** Every setting, stored rows over the defaults. */
async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings: Record<string, unknown> = { ...settingDefaults };
  for (const row of rows) {
    if (row.key in settingDefaults) settings[row.key] = JSON.parse(row.value);
  }
  // Shared by every caller until the next write: frozen so no caller can change it for the rest.
  return Object.freeze(settings) as Settings;
}

export async function writeSetting<K extends keyof Settings>(db: Db, key: K, value: Settings[K]): Promise<void> {
  await upsertSetting(db, key, value);
  // Settings such as the multi-vendor switch change what the catalogue shows.
  catalogChanged();
}

/**
 * Has every settings write take its turn, for the rest of the transaction: a save reads the
 * stored values (for its audit entry, and a picture the file it replaces) before it writes, and
 * the rows it writes may not exist yet, so row locks would not do. Reads go on meanwhile (the
 * storefront keeps reading the settings). SQLite runs transactions one at a time on its one
 * writing connection already.
 */
export async function lockSettings(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table('settings')} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** The stored JSON of `keys` (absent keys have no row: their defaults apply), read in the transaction, not the cache. */
export async function storedSettings(trx: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await trx
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

export async function upsertSetting(trx: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

export function listLanguages(db: Db) {
  return db
    .selectFrom('languages')
    .select(['id', 'name', 'title', 'direction', 'is_default'])
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findLanguageMessages(db: Db, name: string): Promise<Record<string, string> | undefined> {
  const row = await db
    .selectFrom('languages')
    .select('messages')
    .where('name', '=', name)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? (JSON.parse(row.messages) as Record<string, string>) : undefined;
}

export function listCurrencies(db: Db) {
  return db
    .selectFrom('currencies')
    .select(['id', 'name', 'symbol', 'position', 'rate_from_default', 'precision', 'is_default'])
    .where('is_active', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export function listMenus(db: Db) {
  return db
    .selectFrom('menus')
    .select(['id', 'name', 'url', 'target', 'is_external'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The footer columns alone, in order. */
export function listFooterGroupRows(db: Db) {
  return db.selectFrom('footer_groups').select(['id', 'title']).orderBy('position').orderBy('id').execute();
}

/** Every footer column's entries, each naming its column, in order. */
export function listFooterItems(db: Db) {
  return db
    .selectFrom('footer_items')
    .select(['id', 'group_id', 'type', 'title', 'url', 'target'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listFooterGroups(db: Db) {
  const [groups, items] = await Promise.all([listFooterGroupRows(db), listFooterItems(db)]);
  return groups.map((group) => ({
    ...group,
    items: items.filter((item) => item.group_id === group.id).map(({ group_id: _group, ...item }) => item),
  }));
}

export function listSocialLinks(db: Db) {
  return db.selectFrom('social_links').select(['name', 'link', 'logo']).orderBy('position').orderBy('id').execute();
}

export async function shopExists(db: Db, shopId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shops')
    .select('id')
    .where('id', '=', shopId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
