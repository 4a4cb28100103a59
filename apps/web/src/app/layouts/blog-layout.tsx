import { Outlet } from 'react-router';
import { Footer } from '../shell/footer.tsx';
import { SiteHeader } from '../shell/site-header.tsx';

/** Blog pages: the site header and footer around a reading column, without the floating cart tab. */
export function BlogLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
