import type { ChatTables } from './types/chat.ts';
import type { QuoteTables } from './types/quote.ts';
import type { SupportTables } from './types/support.ts';
import type { AuditTables } from './types/audit.ts';
import type { SuggestTables } from './types/suggest.ts';
import type { TranslationTables } from './types/translation.ts';
import type {
  AccessTokensTable,
  AddressesTable,
  CountriesTable,
  FavoritesTable,
  OneTimeCodesTable,
  OutboxMessagesTable,
  PasswordResetTokensTable,
  SetupTokensTable,
  SocialAccountsTable,
  UsersTable,
} from './types/accounts.ts';
import type {
  BrandsTable,
  CategoriesTable,
  FlashSaleProductsTable,
  FlashSaleRequestsTable,
  FlashSalesTable,
  ListingFacetsTable,
  ListingMasksTable,
  PaletteColorsTable,
  ProductColorsTable,
  ProductChangesTable,
  ProductImagesTable,
  ProductSizesTable,
  ProductsTable,
  RecentlyViewedTable,
  ReviewsTable,
  ShopBannersTable,
  ShopsTable,
  UnitsTable,
} from './types/catalog.ts';
import type {
  CartItemsTable,
  CollectedCouponsTable,
  CouponShopsTable,
  VoucherCouponsTable,
  CouponUsagesTable,
  DeliveryChargesTable,
  IdempotencyKeysTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
  PaymentsTable,
  VatTaxesTable,
} from './types/commerce.ts';
import type {
  BannersTable,
  BlogCategoriesTable,
  BlogViewsTable,
  BlogsTable,
  CurrenciesTable,
  FooterGroupsTable,
  FooterItemsTable,
  LanguagesTable,
  MenusTable,
  PagesTable,
  SellerApplicationsTable,
  SettingsTable,
  SocialLinksTable,
  SupportMessagesTable,
} from './types/site.ts';

export type * from './types/accounts.ts';
export type * from './types/catalog.ts';
export type * from './types/site.ts';
export type * from './types/chat.ts';
export type * from './types/commerce.ts';
export type * from './types/quote.ts';
export type * from './types/support.ts';
export type * from './types/audit.ts';
export type * from './types/translation.ts';
export type * from './types/suggest.ts';

/**
 * Row types of every table, by domain under ./types. Money is integer minor units of the
 * default currency; flags are 0/1; times are ISO-8601 UTC strings.
 */
export interface Database
  extends ChatTables, QuoteTables, SupportTables, TranslationTables, SuggestTables, AuditTables {
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
  palette_colors: PaletteColorsTable;
  products: ProductsTable;
  listing_facets: ListingFacetsTable;
  listing_masks: ListingMasksTable;
  product_images: ProductImagesTable;
  product_changes: ProductChangesTable;
  product_sizes: ProductSizesTable;
  product_colors: ProductColorsTable;
  reviews: ReviewsTable;
  flash_sales: FlashSalesTable;
  flash_sale_products: FlashSaleProductsTable;
  flash_sale_requests: FlashSaleRequestsTable;
  banners: BannersTable;
  blog_categories: BlogCategoriesTable;
  blogs: BlogsTable;
  pages: PagesTable;
  coupons: VoucherCouponsTable;
  blog_views: BlogViewsTable;
  recently_viewed: RecentlyViewedTable;
  support_messages: SupportMessagesTable;
  seller_applications: SellerApplicationsTable;
  one_time_codes: OneTimeCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  setup_tokens: SetupTokensTable;
  outbox_messages: OutboxMessagesTable;
  addresses: AddressesTable;
  favorites: FavoritesTable;
  social_accounts: SocialAccountsTable;
  countries: CountriesTable;
  cart_items: CartItemsTable;
  coupon_shops: CouponShopsTable;
  collected_coupons: CollectedCouponsTable;
  coupon_usages: CouponUsagesTable;
  vat_taxes: VatTaxesTable;
  delivery_charges: DeliveryChargesTable;
  payments: PaymentsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
}
