import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { CartTab } from '../../features/cart/components/cart-tab.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CartTab />
    </div>
  );
}
