import type { Generated, GeneratedAlways } from 'kysely';
import type { Flag, Id } from './columns.ts';

// Shops, categories, products and what prices them.

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
  /** Reviews per star (migration 015), kept with rating and review_count. */
  stars_1: Generated<number>;
  stars_2: Generated<number>;
  stars_3: Generated<number>;
  stars_4: Generated<number>;
  stars_5: Generated<number>;
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

/** A colour of the palette the product form offers (migration 029); products keep copies. */
export interface PaletteColorsTable {
  id: Id;
  name: string;
  /** #rrggbb, lower case. */
  color_code: string;
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
  /** The running flash sale's price while it has stock left (catalog/flash-price-queries.ts keeps it). */
  flash_price: number | null;
  /** What a buyer pays now: flash price, else discount price when above 0, else price (kept by the database). */
  effective_price: GeneratedAlways<number>;
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

/** A product a write changed, appended by triggers (migration 018); product 0 stands for all. */
export interface ProductChangesTable {
  id: Generated<number>;
  product_id: number;
  /** Milliseconds since 1970, set by the database. */
  changed_at: Generated<number>;
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

/**
 * Counts of listed products per scope and fact (migration 014): signed changes (`changed` 1)
 * and folded sums (`changed` 0); a scope's figure is the sum of its rows. 0 stands for any.
 */
/**
 * The eight combinations of shop, category and sub-category (one bit each: named or left open)
 * a scope's facets are kept for; read by the listing facets' triggers only (migration 014).
 */
export interface ListingMasksTable {
  bits: number;
}

export interface ListingFacetsTable {
  id: Id;
  shop_id: number;
  category_id: number;
  sub_category_id: number;
  /** `n` the product itself, `b` its brand (value: the id), `s` a size, `c` a colour (value: the name). */
  kind: 'n' | 'b' | 's' | 'c';
  value: string;
  products: number;
  changed: 0 | 1;
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
  /** Whether shops' entries wait for staff's approval (flash_sale_requests) before they go live. */
  approval_required: Generated<Flag>;
}

export interface FlashSaleProductsTable {
  id: Id;
  flash_sale_id: number;
  product_id: number;
  price: number;
  quantity: number;
  sold: number;
}

/** What a flash sale's requests are: waiting for staff, or decided. */
export type FlashSaleRequestStatus = 'pending' | 'approved' | 'declined';

/** A shop's request to put a product in a flash sale, or to change its flash terms there (money in minor units). */
export interface FlashSaleRequestsTable {
  id: Id;
  flash_sale_id: number;
  product_id: number;
  shop_id: number;
  price: number;
  quantity: number;
  status: Generated<FlashSaleRequestStatus>;
  /** Why staff declined it, which the shop reads. */
  reason: string | null;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
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

export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: string;
}
