import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's banners and ads, and flash sales with the shops’ products in them (routes in ../staff-promotions.ts). */
export const staffPromotionsEndpoints = {
  staffPromotions: {
    banners: { method: 'GET', path: '/staff/promotions/banners' },
    createBanner: { method: 'POST', path: '/staff/promotions/banners' },
    updateBanner: { method: 'PUT', path: '/staff/promotions/banners/:id' },
    uploadBannerImage: { method: 'POST', path: '/staff/promotions/banners/:id/thumbnail' },
    moveBanner: { method: 'POST', path: '/staff/promotions/banners/:id/move' },
    deleteBanner: { method: 'DELETE', path: '/staff/promotions/banners/:id' },
    flashSales: { method: 'GET', path: '/staff/promotions/flash-sales' },
    flashSale: { method: 'GET', path: '/staff/promotions/flash-sales/:id' },
    createFlashSale: { method: 'POST', path: '/staff/promotions/flash-sales' },
    updateFlashSale: { method: 'PUT', path: '/staff/promotions/flash-sales/:id' },
    uploadFlashSaleImage: { method: 'POST', path: '/staff/promotions/flash-sales/:id/thumbnail' },
    flashSaleEntries: { method: 'GET', path: '/staff/promotions/flash-sales/:id/entries' },
    flashRequests: { method: 'GET', path: '/staff/promotions/flash-sale-requests' },
    approveRequest: { method: 'POST', path: '/staff/promotions/flash-sale-requests/:id/approve' },
    declineRequest: { method: 'POST', path: '/staff/promotions/flash-sale-requests/:id/decline' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
