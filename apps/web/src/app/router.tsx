import type { RouteObject } from 'react-router';
import { AccountLayout } from './layouts/account-layout.tsx';
import { BlogLayout } from './layouts/blog-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Each screen is its own chunk under /build/, loaded when its route is first visited.
const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

export const routes: RouteObject[] = [
  // The page a social sign-in popup returns to: no layout, it hands the answer over and closes.
  { path: '/auth/callback/:provider', ...screen(() => import('../features/auth/social/callback-route.tsx')) },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown only while the first screen's chunk arrives.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
    children: [
      // The printable invoice stands outside the site's frame; it checks the session itself.
      { path: '/order-history/:id/invoice', ...screen(() => import('./routes/order-invoice.tsx')) },
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/', ...screen(() => import('./routes/home.tsx')) },
          { path: '/shops', ...screen(() => import('./routes/shops.tsx')) },
          { path: '/shops/:id', ...screen(() => import('./routes/shop-details.tsx')) },
          { path: '/products', ...screen(() => import('./routes/products.tsx')) },
          { path: '/products/:id/details', ...screen(() => import('./routes/product-details.tsx')) },
          { path: '/categories', ...screen(() => import('./routes/categories.tsx')) },
          { path: '/categories/:slug', ...screen(() => import('./routes/category.tsx')) },
          { path: '/most-popular', ...screen(() => import('./routes/most-popular.tsx')) },
          { path: '/best-deal', ...screen(() => import('./routes/best-deal.tsx')) },
          { path: '/flash-sale/:id', ...screen(() => import('./routes/flash-sale.tsx')) },
          { path: '/checkout', ...screen(() => import('./routes/checkout.tsx')) },
          { path: '/buynow', ...screen(() => import('./routes/buy-now.tsx')) },
          { path: '/support', ...screen(() => import('./routes/support.tsx')) },
          { path: '/terms-and-conditions', ...screen(() => import('./routes/legal-page.tsx')) },
          { path: '/privacy-policy', ...screen(() => import('./routes/legal-page.tsx')) },
          { path: '/about-us', ...screen(() => import('./routes/legal-page.tsx')) },
          { path: '/page/:slug', ...screen(() => import('./routes/legal-page.tsx')) },
          { path: '/contact-us', ...screen(() => import('./routes/contact-us.tsx')) },
          { path: '/shop/register', ...screen(() => import('./routes/shop-register.tsx')) },
          { path: '*', ...screen(() => import('./routes/not-found.tsx')) },
        ],
      },
      {
        element: <AccountLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/dashboard', ...screen(() => import('./routes/dashboard.tsx')) },
          { path: '/order-history', ...screen(() => import('./routes/order-history.tsx')) },
          { path: '/order-history/:id', ...screen(() => import('./routes/order-details.tsx')) },
          { path: '/wishlist', ...screen(() => import('./routes/wishlist.tsx')) },
          { path: '/profile', ...screen(() => import('./routes/profile.tsx')) },
          { path: '/send-quotes', ...screen(() => import('./routes/send-quotes.tsx')) },
          { path: '/view-quote/:id', ...screen(() => import('./routes/view-quote.tsx')) },
          { path: '/edit-quote/:id', ...screen(() => import('./routes/edit-quote.tsx')) },
          // The messages route is spelt this way in links shoppers already have (docs/features/chat.md).
          { path: '/massages', ...screen(() => import('./routes/messages.tsx')) },
          { path: '/manage-address', ...screen(() => import('./routes/manage-address.tsx')) },
          { path: '/manage-address/new', ...screen(() => import('./routes/address-form.tsx')) },
          { path: '/manage-address/:id/edit', ...screen(() => import('./routes/address-form.tsx')) },
          { path: '/change-password', ...screen(() => import('./routes/change-password.tsx')) },
          { path: '/support-tickets', ...screen(() => import('./routes/support-tickets.tsx')) },
          { path: '/support-ticket/:ticketNumber', ...screen(() => import('./routes/support-ticket.tsx')) },
        ],
      },
      {
        element: <BlogLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/blogs', ...screen(() => import('./routes/blogs.tsx')) },
          { path: '/blog/:slug', ...screen(() => import('./routes/blog-details.tsx')) },
        ],
      },
    ],
  },
];
