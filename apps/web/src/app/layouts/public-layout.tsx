import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { CartTab, useCartTabShown } from '../../features/cart/components/cart-tab.tsx';

export function PublicLayout() {
  // From 768 px the floating cart tab sits at the end edge; the page keeps a gutter for it.
  const tabShown = useCartTabShown();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className={tabShown ? 'flex-1 md:pe-20' : 'flex-1'}>
        <Outlet />
      </main>
      <Footer />
      <CartTab />
    </div>
  );
}
