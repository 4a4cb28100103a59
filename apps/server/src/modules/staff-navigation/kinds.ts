import {
  type StaffFooterGroupValues,
  type StaffFooterItemValues,
  type StaffMenuValues,
  type StaffSocialLinkValues,
  translatedFooterItemTypes,
} from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteFooterGroup,
  deleteFooterItem,
  deleteMenu,
  deleteSocialLink,
  findFooterGroup,
  findFooterItem,
  findMenu,
  findSocialLink,
  type FooterGroupColumns,
  type FooterItemColumns,
  insertFooterGroup,
  insertFooterItem,
  insertMenu,
  insertSocialLink,
  type MenuColumns,
  type NavigationEntity,
  type NavigationField,
  type OrderedTable,
  type SocialLinkColumns,
  socialNameTaken,
  updateFooterGroup,
  updateFooterItem,
  updateMenu,
  updateSocialLink,
} from './queries.ts';

type Problems = Record<string, string[]>;

/** What a move or a removal needs to know of a kind of entry: any kind will do. */
export interface EntryList {
  /** The audit log's subject, and its actions' prefix (`menu.create`). */
  subject: 'menu' | 'footer_group' | 'footer_item' | 'social_link';
  /** What a 404 names. */
  label: string;
  table: OrderedTable;
  texts?: { entity: NavigationEntity; field: NavigationField };
  find: (db: Db, id: number) => Promise<object | undefined>;
  remove: (db: Db, id: number) => Promise<void>;
}

/** What the writes (write.ts) need to know of one kind of navigation entry. */
export interface EntryKind<Values, Columns extends object> extends EntryList {
  /** Where its texts in the other languages are kept; only when `translated` says so (all, if absent). */
  texts?: { entity: NavigationEntity; field: NavigationField; translated?: (values: Values) => boolean };
  columns: (values: Values) => Columns;
  find: (db: Db, id: number) => Promise<Columns | undefined>;
  /** The new row's id; `groupId` is the footer column of an entry. */
  insert: (db: Db, columns: Columns, position: number, groupId: number | undefined) => Promise<number>;
  update: (db: Db, id: number, columns: Partial<Columns>) => Promise<void>;
  remove: (db: Db, id: number) => Promise<void>;
  /** Refusals that need the database (a taken name), read under the write's lock. */
  check?: (db: Db, values: Values, id: number | undefined) => Promise<Problems>;
}

export const menuKind: EntryKind<StaffMenuValues, MenuColumns> = {
  subject: 'menu',
  label: 'Menu',
  table: 'menus',
  texts: { entity: 'menu', field: 'name' },
  columns: ({ name, url, target, is_external }) => ({ name, url, target, is_external: is_external ? 1 : 0 }),
  find: findMenu,
  insert: insertMenu,
  update: updateMenu,
  remove: deleteMenu,
};

export const footerGroupKind: EntryKind<StaffFooterGroupValues, FooterGroupColumns> = {
  subject: 'footer_group',
  label: 'Footer column',
  table: 'footer_groups',
  texts: { entity: 'footer_group', field: 'title' },
  columns: ({ title }) => ({ title }),
  find: findFooterGroup,
  insert: insertFooterGroup,
  update: updateFooterGroup,
  remove: deleteFooterGroup,
};

export const footerItemKind: EntryKind<StaffFooterItemValues, FooterItemColumns> = {
  subject: 'footer_item',
  label: 'Footer entry',
  table: 'footer_items',
  texts: {
    entity: 'footer_item',
    field: 'title',
    translated: (values) => translatedFooterItemTypes.includes(values.type),
  },
  // Only a link goes somewhere: the others keep no address, and open nothing.
  columns: ({ type, title, url, target }) =>
    type === 'link' ? { type, title, url, target } : { type, title, url: null, target: '_self' },
  find: async (db, id) => {
    const row = await findFooterItem(db, id);
    if (!row) return undefined;
    const { group_id: _group, ...columns } = row;
    return columns;
  },
  insert: (db, columns, position, groupId) => {
    if (groupId === undefined) throw AppError.notFound('Footer column');
    return insertFooterItem(db, groupId, columns, position);
  },
  update: updateFooterItem,
  remove: deleteFooterItem,
};

const TAKEN = 'The name has already been taken.';

export const socialLinkKind: EntryKind<StaffSocialLinkValues, SocialLinkColumns> = {
  subject: 'social_link',
  label: 'Social link',
  table: 'social_links',
  columns: ({ name, link, logo }) => ({ name, link, logo }),
  find: findSocialLink,
  insert: insertSocialLink,
  update: updateSocialLink,
  remove: deleteSocialLink,
  // The storefront tells its icons apart by name.
  check: async (db, values, id): Promise<Problems> =>
    (await socialNameTaken(db, values.name, id)) ? { name: [TAKEN] } : {},
};
