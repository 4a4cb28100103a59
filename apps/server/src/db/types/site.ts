import type { Generated } from 'kysely';
import type { Flag, Id } from './columns.ts';

// Settings, navigation, languages, currencies and the content pages.

export interface SettingsTable {
  key: string;
  value: string; // JSON
}

export interface LanguagesTable {
  id: Id;
  name: string;
  title: string;
  direction: 'ltr' | 'rtl';
  is_default: Flag;
  is_active: Flag;
  position: number;
  messages: string; // JSON message map
}

export interface CurrenciesTable {
  id: Id;
  name: string;
  symbol: string;
  position: 'prefix' | 'suffix';
  rate_from_default: number;
  precision: number;
  is_default: Flag;
  is_active: Flag;
}

export interface MenusTable {
  id: Id;
  name: string;
  url: string;
  target: '_self' | '_blank';
  is_external: Flag;
  position: number;
}

export interface FooterGroupsTable {
  id: Id;
  title: string;
  position: number;
}

export interface FooterItemsTable {
  id: Id;
  group_id: number;
  type: 'logo' | 'text' | 'email' | 'phone' | 'social_links' | 'app_store' | 'link';
  title: string;
  url: string | null;
  target: '_self' | '_blank';
  position: number;
}

export interface SocialLinksTable {
  id: Id;
  name: string;
  link: string;
  logo: string;
  position: number;
}

export interface BannersTable {
  id: Id;
  /** `slider` in the home slider, `ad` in the promotion tiles. */
  type: Generated<'slider' | 'ad'>;
  title: string;
  thumbnail: string;
  url: string | null;
  position: number;
  is_active: Flag;
}

export interface BlogCategoriesTable {
  id: Id;
  name: string;
  slug: string;
}

export interface BlogsTable {
  id: Id;
  category_id: number;
  title: string;
  slug: string;
  thumbnail: string;
  short_description: string | null;
  description: string;
  tags: string; // JSON array of strings
  views: number;
  is_active: Flag;
  created_at: string;
}

export interface PagesTable {
  id: Id;
  slug: string;
  title: string;
  description: string;
}

export interface BlogViewsTable {
  blog_id: number;
  /** SHA-256 of the visitor's address: views count once per visitor without storing the address. */
  visitor_hash: string;
  created_at: string;
}

export interface SupportMessagesTable {
  id: Id;
  name: string;
  phone: string;
  email: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface SellerApplicationsTable {
  id: Id;
  shop_name: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  status: Generated<'pending' | 'approved' | 'declined'>;
  created_at: string;
  /** The decision (migration 025): when, by which staff user, why (declined), the shop opened (approved). */
  decided_at: string | null;
  decided_by: number | null;
  reason: string | null;
  shop_id: number | null;
}
