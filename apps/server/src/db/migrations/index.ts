import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial.ts';
import * as m002 from './002-catalog.ts';
import * as m003 from './003-accounts.ts';
import * as m004 from './004-commerce.ts';
import * as m005 from './005-chat.ts';
import * as m006 from './006-quotes-support.ts';
import * as m007 from './007-translations.ts';
import * as m008 from './008-translation-search.ts';
import * as m009 from './009-review-once.ts';
import * as m010 from './010-cart-line-unique.ts';
import * as m011 from './011-option-name-cover.ts';
import * as m012 from './012-seller-application-once.ts';
import * as m013 from './013-listing-indexes.ts';
import * as m014 from './014-listing-facets.ts';
import * as m015 from './015-shop-review-stars.ts';
import * as m016 from './016-search-suggestions.ts';
import * as m017 from './017-theme-color-keys.ts';
import * as m018 from './018-product-changes.ts';
import * as m019 from './019-seller-dashboard.ts';
import * as m020 from './020-seller-products.ts';
import * as m021 from './021-seller-reviews.ts';
import * as m022 from './022-seller-vouchers.ts';
import * as m023 from './023-seller-flash-sales.ts';
import * as m024 from './024-quote-orders.ts';
import * as m025 from './025-seller-application-decisions.ts';
import * as m026 from './026-audit-log.ts';
import * as m027 from './027-setup-token.ts';
import * as m028 from './028-customers-by-date.ts';
import * as m030 from './030-staff-promotions.ts';
import * as m029 from './029-staff-catalogue.ts';

/** Numbered migrations, bundled into the server (no directory scan at run time). Never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-catalog': m002,
  '003-accounts': m003,
  '004-commerce': m004,
  '005-chat': m005,
  '006-quotes-support': m006,
  '007-translations': m007,
  '008-translation-search': m008,
  '009-review-once': m009,
  '010-cart-line-unique': m010,
  '011-option-name-cover': m011,
  '012-seller-application-once': m012,
  '013-listing-indexes': m013,
  '014-listing-facets': m014,
  '015-shop-review-stars': m015,
  '016-search-suggestions': m016,
  '017-theme-color-keys': m017,
  '018-product-changes': m018,
  '019-seller-dashboard': m019,
  '020-seller-products': m020,
  '021-seller-reviews': m021,
  '022-seller-vouchers': m022,
  '023-seller-flash-sales': m023,
  '024-quote-orders': m024,
  '025-seller-application-decisions': m025,
  '026-audit-log': m026,
  '027-setup-token': m027,
  '028-customers-by-date': m028,
  '029-staff-catalogue': m029,
  '030-staff-promotions': m030,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
