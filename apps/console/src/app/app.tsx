import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { ConversationsPage } from '../features/conversations/conversations-page.tsx';
import { FlashSalePage } from '../features/flash-sales/flash-sale-page.tsx';
import { FlashSalesPage } from '../features/flash-sales/flash-sales-page.tsx';
import { ShopPage } from '../features/shop/shop-page.tsx';
import { VoucherPage } from '../features/vouchers/voucher-page.tsx';
import { VouchersPage } from '../features/vouchers/vouchers-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { OrderPage } from '../features/orders/order-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { ProductImportPage } from '../features/product-csv/product-import-page.tsx';
import { ProductPage } from '../features/products/product-page.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';
import { QuotePage } from '../features/quotes/quote-page.tsx';
import { QuotesPage } from '../features/quotes/quotes-page.tsx';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { TicketPage } from '../features/support/ticket-page.tsx';
import { TicketsPage } from '../features/support/tickets-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SetPasswordPage } from '../features/auth/set-password-page.tsx';
import { SetupPage } from '../features/auth/setup-page.tsx';
import { AuditLogPage } from '../features/audit/audit-log-page.tsx';
import { ApplicationPage } from '../features/sellers/application-page.tsx';
import { ApplicationsPage } from '../features/sellers/applications-page.tsx';
import { CustomerPage } from '../features/customers/customer-page.tsx';
import { CustomersPage } from '../features/customers/customers-page.tsx';
import { StaffShopPage } from '../features/shops/shop-page.tsx';
import { ShopsPage } from '../features/shops/shops-page.tsx';
import { CommercePage } from '../features/commerce/commerce-page.tsx';
import { AccountSettingsPage } from '../features/account-settings/account-settings-page.tsx';
import { LanguagesPage } from '../features/languages/languages-page.tsx';
import { PromotionsSection } from '../features/promotions/promotions-section.tsx';
import { ContentSection } from '../features/content/content-section.tsx';
import { CatalogueSection } from '../features/catalogue/catalogue-section.tsx';
import { CurrenciesPage } from '../features/currencies/currencies-page.tsx';
import { CurrencyPage } from '../features/currencies/currency-page.tsx';
import { BrandingSection } from '../features/branding/branding-section.tsx';
import { NavigationSection } from '../features/navigation/navigation-section.tsx';
import { useDocumentLanguage, useI18n } from '../lib/i18n.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { NotFound } from '../components/not-found.tsx';
import { Home, OwnerOnly, RequireSession, StaffOnly } from './require-session.tsx';
import { RouteError } from './route-error.tsx';

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/set-password', element: <SetPasswordPage /> },
    { path: '/setup', element: <SetupPage /> },
    {
      element: <RequireSession />,
      errorElement: <RouteError />,
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <Home /> },
            { path: 'support', element: <TicketsPage /> },
            { path: 'support/:ticketNumber', element: <TicketPage /> },
            {
              element: <StaffOnly />,
              children: [
                { path: 'sellers', element: <ApplicationsPage /> },
                { path: 'sellers/:id', element: <ApplicationPage /> },
                { path: 'audit-log', element: <AuditLogPage /> },
                { path: 'customers', element: <CustomersPage /> },
                { path: 'customers/:id', element: <CustomerPage /> },
                { path: 'shops', element: <ShopsPage /> },
                { path: 'shops/:id', element: <StaffShopPage /> },
                { path: 'currencies', element: <CurrenciesPage /> },
                { path: 'currencies/new', element: <CurrencyPage /> },
                { path: 'currencies/:id', element: <CurrencyPage /> },
                { path: 'branding/*', element: <BrandingSection /> },
                { path: 'navigation/*', element: <NavigationSection /> },
                { path: 'languages/*', element: <LanguagesPage /> },
                { path: 'promotions/*', element: <PromotionsSection /> },
                { path: 'content/*', element: <ContentSection /> },
                { path: 'catalogue/*', element: <CatalogueSection /> },
                { path: 'accounts/*', element: <AccountSettingsPage /> },
                { path: 'commerce/*', element: <CommercePage /> },
              ],
            },
            {
              element: <OwnerOnly />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'orders', element: <OrdersPage /> },
                { path: 'orders/:id', element: <OrderPage /> },
                { path: 'products', element: <ProductsPage /> },
                { path: 'products/new', element: <ProductPage /> },
                { path: 'products/import', element: <ProductImportPage /> },
                { path: 'products/:id', element: <ProductPage /> },
                { path: 'quotes', element: <QuotesPage /> },
                { path: 'quotes/:id', element: <QuotePage /> },
                { path: 'reviews', element: <ReviewsPage /> },
                { path: 'conversations', element: <ConversationsPage /> },
                { path: 'conversations/:userId', element: <ConversationsPage /> },
                { path: 'vouchers', element: <VouchersPage /> },
                { path: 'vouchers/new', element: <VoucherPage /> },
                { path: 'vouchers/:id', element: <VoucherPage /> },
                { path: 'flash-sales', element: <FlashSalesPage /> },
                { path: 'flash-sales/:id', element: <FlashSalePage /> },
                { path: 'shop', element: <ShopPage /> },
              ],
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: '/console' },
);

export function App() {
  useDocumentLanguage();
  const { locale } = useI18n();
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" dir={locale === 'ar' ? 'rtl' : 'ltr'} richColors closeButton />
    </>
  );
}
