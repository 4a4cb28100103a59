import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of every table. Money is integer minor units of the default currency; flags are
 * 0/1; times are ISO-8601 UTC strings.
 */
type Id = Generated<number>;
type Flag = number;

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
export interface UsersTable {
  id: Id;
  role: 'customer' | 'seller' | 'admin';
  name: string;
  email: string | null;
  phone: string | null;
  phone_code: string | null;
  country: string | null;
  password_hash: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  profile_photo: string | null;
  gender: string | null;
  date_of_birth: string | null;
  is_active: Flag;
  last_online_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface AccessTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  scope: 'customer' | 'seller';
  expires_at: string;
  last_used_at: string | null;
  created_at: string;
}
export interface ShopsTable {
  id: Id;
  user_id: number;
  name: string;
  slug: string;
  prefix: string;
  logo: string;
  banner: string;
  short_description: string | null;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  opening_time: string;
  closing_time: string;
  estimated_delivery_time: string | null;
  delivery_charge: number;
  rating: number;
  review_count: number;
  is_root: Flag;
  is_active: Flag;
  created_at: string;
}
export interface ShopBannersTable {
  id: Id;
  shop_id: number;
  thumbnail: string;
  position: number;
}
export interface CategoriesTable {
  id: Id;
  parent_id: number | null;
  name: string;
  slug: string;
  thumbnail: string;
  position: number;
  is_active: Flag;
}
export interface BrandsTable {
  id: Id;
  name: string;
  slug: string;
  is_active: Flag;
}
export interface UnitsTable {
  id: Id;
  name: string;
}
export interface ProductsTable {
  id: Id;
  shop_id: number;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  unit_id: number | null;
  name: string;
  slug: string;
  code: string;
  short_description: string | null;
  description: string | null;
  thumbnail: string;
  price: number;
  discount_price: number;
  quantity: number;
  total_sold: number;
  views: number;
  rating: number;
  review_count: number;
  is_digital: Flag;
  is_active: Flag;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  created_at: string;
  updated_at: string;
}
export interface ProductImagesTable {
  id: Id;
  product_id: number;
  url: string;
  type: 'image' | 'video';
  position: number;
}
export interface ProductSizesTable {
  id: Id;
  product_id: number;
  name: string;
  price: number; // extra over the product price
  position: number;
}
export interface ProductColorsTable {
  id: Id;
  product_id: number;
  name: string;
  color_code: string;
  price: number; // extra over the product price
  position: number;
}
export interface ReviewsTable {
  id: Id;
  product_id: number;
  shop_id: number;
  user_id: number;
  order_id: number | null;
  rating: number;
  description: string | null;
  created_at: string;
}
export interface FlashSalesTable {
  id: Id;
  name: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
  is_active: Flag;
}
export interface FlashSaleProductsTable {
  id: Id;
  flash_sale_id: number;
  product_id: number;
  price: number;
  quantity: number;
  sold: number;
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
export interface CouponsTable {
  id: Id;
  shop_id: number | null;
  code: string;
  discount_type: 'Amount' | 'Percentage';
  discount: number; // minor units for Amount, whole percent for Percentage
  min_order_amount: number;
  max_discount_amount: number | null;
  limit_for_user: number;
  started_at: string;
  expired_at: string;
  is_active: Flag;
}

export interface BlogViewsTable {
  blog_id: number;
  /** SHA-256 of the visitor's address: views count once per visitor without storing the address. */
  visitor_hash: string;
  created_at: string;
}
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: string;
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
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: string;
}
export interface OneTimeCodesTable {
  id: Id;
  /** The email (lower case) or phone digits the code was sent for. */
  identifier: string;
  purpose: 'registration' | 'reset';
  /** SHA-256 of purpose, identifier and code: the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}
export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
export interface OutboxMessagesTable {
  id: Id;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}
export interface AddressesTable {
  id: Id;
  user_id: number;
  name: string | null;
  phone: string | null;
  area: string | null;
  flat_no: string | null;
  post_code: string | null;
  address_line: string;
  address_line2: string | null;
  address_type: string;
  is_default: Flag;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
}
export interface FavoritesTable {
  user_id: number;
  product_id: number;
  created_at: string;
}
export interface SocialAccountsTable {
  id: Id;
  user_id: number;
  provider: 'google' | 'facebook' | 'apple';
  provider_user_id: string;
  created_at: string;
}
export interface CountriesTable {
  id: Id;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** "+1", "+44". */
  phone_code: string;
}

export interface Database {
  settings: SettingsTable;
  languages: LanguagesTable;
  currencies: CurrenciesTable;
  menus: MenusTable;
  footer_groups: FooterGroupsTable;
  footer_items: FooterItemsTable;
  social_links: SocialLinksTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  shops: ShopsTable;
  shop_banners: ShopBannersTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  units: UnitsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_sizes: ProductSizesTable;
  product_colors: ProductColorsTable;
  reviews: ReviewsTable;
  flash_sales: FlashSalesTable;
  flash_sale_products: FlashSaleProductsTable;
  banners: BannersTable;
  blog_categories: BlogCategoriesTable;
  blogs: BlogsTable;
  pages: PagesTable;
  coupons: CouponsTable;
  blog_views: BlogViewsTable;
  recently_viewed: RecentlyViewedTable;
  support_messages: SupportMessagesTable;
  seller_applications: SellerApplicationsTable;
  one_time_codes: OneTimeCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox_messages: OutboxMessagesTable;
  addresses: AddressesTable;
  favorites: FavoritesTable;
  social_accounts: SocialAccountsTable;
  countries: CountriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewProduct = Insertable<ProductsTable>;
