/** Facts about the demo marketplace that appear in several places (settings, footer, pages). */
export const HOTLINE = '+1 555 010 2030';
export const SUPPORT_EMAIL = 'support@souk.example';
export const ADDRESS = '100 Market Street, Springfield, IL 62701, USA';
/** The footer's copyright line, after '© {year}'. */
export const COPYRIGHT = 'All right reserved by company';
export const FOOTER_DESCRIPTION =
  'Souk brings independent shops and everyday shoppers together: thousands of products, fair prices and delivery to your door.';
// Store links are data only: nothing is ever fetched from them.
export const APP_STORE_LINK = 'https://apps.apple.com/app/souk-marketplace/id6400000000';
export const PLAY_STORE_LINK = 'https://play.google.com/store/apps/details?id=shop.souk.app';
