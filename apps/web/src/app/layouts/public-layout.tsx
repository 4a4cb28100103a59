import { Outlet } from 'react-router';
import { Footer } from '../shell/footer.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { CartTab, useCartTabShown } from '../../features/cart/index.ts';

export function PublicLayout() {
  // From 768 px the floating cart tab sits at the end edge; the page keeps a gutter for it. Every
  // full-width band (top bar, header, category bar, content, footer) keeps the same gutter
  // (--tab-gutter), so their centred containers line up with each other.
  const tabShown = useCartTabShown();
  return (
    <div className={tabShown ? 'flex min-h-screen flex-col md:[--tab-gutter:5rem]' : 'flex min-h-screen flex-col'}>
      <SiteHeader />
      <main id="main" className="flex-1 pe-[var(--tab-gutter,0px)]">
        <Outlet />
      </main>
      <Footer />
      <CartTab />
    </div>
  );
}
