import { Route, Routes } from 'react-router';
import { BrandingPage } from './branding-page.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's branding and theme section: one page, `/branding`. */
export function BrandingSection() {
  return (
    <Routes>
      <Route index element={<BrandingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
