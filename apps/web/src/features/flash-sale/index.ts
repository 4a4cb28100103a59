// Flash sales: the sale's products, its hero and countdown.
export { FLASH_SALE_PER_PAGE, useFlashSaleQuery } from './api/get-flash-sale.ts';
export { FlashSaleCountdown } from './components/flash-sale-countdown.tsx';
export { FlashSaleHero } from './components/flash-sale-hero.tsx';
