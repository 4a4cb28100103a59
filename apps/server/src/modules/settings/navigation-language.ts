import type { Db } from '../../db/database.ts';
import { translateRows } from '../catalog/translations.ts';
import type { listFooterGroups, listMenus } from './queries.ts';

type Menus = Awaited<ReturnType<typeof listMenus>>;
type FooterGroups = Awaited<ReturnType<typeof listFooterGroups>>;

/**
 * The header menu and the footer in the request's language: the shop's own words, so they are
 * content (the translations table), not the storefront's message map. Three batched lookups.
 */
export async function translateNavigation(db: Db, menus: Menus, footers: FooterGroups) {
  const [translatedMenus, groups, items] = await Promise.all([
    translateRows(db, 'menu', menus, ['name'], (menu) => menu.id),
    translateRows(db, 'footer_group', footers, ['title'], (group) => group.id),
    translateRows(
      db,
      'footer_item',
      footers.flatMap((group) => group.items),
      ['title'],
      (item) => item.id,
    ),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  return {
    menus: translatedMenus,
    footers: groups.map((group) => ({ ...group, items: group.items.map((item) => itemById.get(item.id) ?? item) })),
  };
}
