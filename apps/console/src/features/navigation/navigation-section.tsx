import { Route, Routes } from 'react-router';
import { FooterGroupPage } from './footer-group-page.tsx';
import { FooterItemPage } from './footer-item-page.tsx';
import { MenuPage } from './menu-page.tsx';
import { NavigationPage } from './navigation-page.tsx';
import { SocialLinkPage } from './social-link-page.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's menus, footer and social links section. */
export function NavigationSection() {
  return (
    <Routes>
      <Route index element={<NavigationPage />} />
      <Route path="menus/new" element={<MenuPage />} />
      <Route path="menus/:id" element={<MenuPage />} />
      <Route path="footer/new" element={<FooterGroupPage />} />
      <Route path="footer/:id" element={<FooterGroupPage />} />
      <Route path="footer/:groupId/items/new" element={<FooterItemPage />} />
      <Route path="footer-items/:id" element={<FooterItemPage />} />
      <Route path="social/new" element={<SocialLinkPage />} />
      <Route path="social/:id" element={<SocialLinkPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
