import { Route, Routes } from 'react-router';
import { BannerPage } from './banner-page.tsx';
import { BannersPage } from './banners-page.tsx';
import { FlashSalePage } from './flash-sale-page.tsx';
import { FlashSalesPage } from './flash-sales-page.tsx';
import { RequestsPage } from './requests-page.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's banners and ads, and flash sales with the shops’ products in them. */
export function PromotionsSection() {
  return (
    <Routes>
      <Route index element={<BannersPage />} />
      <Route path="banners" element={<BannersPage />} />
      <Route path="banners/new" element={<BannerPage />} />
      <Route path="banners/:id" element={<BannerPage />} />
      <Route path="flash-sales" element={<FlashSalesPage />} />
      <Route path="flash-sales/new" element={<FlashSalePage />} />
      <Route path="flash-sales/:id" element={<FlashSalePage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
