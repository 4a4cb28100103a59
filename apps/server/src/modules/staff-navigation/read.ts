import type { Language, StaffNavigation } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { listFooterGroupRows, listFooterItems, listLanguages, listMenus } from '../settings/queries.ts';
import { fieldTextsByRow } from '../translations/field-texts.ts';
import { selectSocialLinks } from './queries.ts';

/** The active languages, the default one's texts being the rows' own columns. */
export async function navigationLanguages(db: Db): Promise<Language[]> {
  return (await listLanguages(db)).map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

/** The header menu, the footer columns with their entries and the social links, in the storefront's order. */
export async function navigationView(db: Db): Promise<StaffNavigation> {
  const languages = await navigationLanguages(db);
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const [menus, groups, items, socialLinks, menuTexts, groupTexts, itemTexts] = await Promise.all([
    listMenus(db),
    listFooterGroupRows(db),
    listFooterItems(db),
    selectSocialLinks(db),
    fieldTextsByRow(db, 'menu', 'name', others),
    fieldTextsByRow(db, 'footer_group', 'title', others),
    fieldTextsByRow(db, 'footer_item', 'title', others),
  ]);
  return {
    menus: menus.map((menu) => ({ ...menu, is_external: menu.is_external === 1, translations: menuTexts(menu.id) })),
    footer_groups: groups.map((group) => ({
      ...group,
      translations: groupTexts(group.id),
      items: items
        .filter((item) => item.group_id === group.id)
        .map((item) => ({ ...item, translations: itemTexts(item.id) })),
    })),
    social_links: socialLinks,
    languages,
  };
}
