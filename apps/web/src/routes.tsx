import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AdminGate } from './components/admin-gate.tsx';
import { AppLayout } from './components/app-layout.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { RouteError } from './components/route-error.tsx';
import { endStartup } from './components/reveal.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { productQuery } from './features/product/api.ts';
import { productsQuery } from './features/search/api.ts';
import { parseFilters } from './features/search/filter-params.ts';

// Paths as docs/product/routes-and-shell.md has them. Every page but home loads its code on first
// visit, so a shopper landing on / does not download the forms and the back office. Matching is case-insensitive, so
// /admin-manage-product (where a product save lands) reaches /admin-manage-Product.
const pages = (queryClient: QueryClient): RouteObject[] => [
  { index: true, element: <HomePage /> },
  {
    path: 'signup',
    lazy: () =>
      import('./features/signup/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'login',
    lazy: () => import('./features/login/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'reset-password/:token',
    lazy: () =>
      import('./features/reset-password/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'user/profile',
    lazy: () =>
      import('./features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'wishlist',
    lazy: () =>
      import('./features/wishlist/wishlist-page.tsx').then((m) => ({ Component: m.WishlistPage })),
  },
  {
    path: 'filter',
    loader: ({ request }) =>
      started(
        queryClient.prefetchQuery(productsQuery(parseFilters(new URL(request.url).searchParams))),
      ),
    lazy: () =>
      import('./features/search/filter-page.tsx').then((m) => ({ Component: m.FilterPage })),
  },
  {
    path: 'product/:id',
    loader: ({ params }) => started(queryClient.prefetchQuery(productQuery(params.id ?? ''))),
    lazy: () =>
      import('./features/product/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
  },
  {
    path: 'quick-order',
    lazy: () =>
      import('./features/cart/quick-order-page.tsx').then((m) => ({ Component: m.QuickOrderPage })),
  },
  {
    path: 'compare',
    lazy: () =>
      import('./features/compare/compare-page.tsx').then((m) => ({ Component: m.ComparePage })),
  },
  {
    path: 'cart',
    lazy: () => import('./features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: 'orders',
    lazy: () =>
      import('./features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'quotes',
    lazy: () =>
      import('./features/quotes/quotes-page.tsx').then((m) => ({ Component: m.QuotesPage })),
  },
  {
    path: 'quotes/:id',
    lazy: () =>
      import('./features/quotes/quote-page.tsx').then((m) => ({ Component: m.QuotePage })),
  },
  {
    path: 'pay-now',
    lazy: () =>
      import('./features/checkout/pay-now-page.tsx').then((m) => ({ Component: m.PayNowPage })),
  },
  {
    path: 'payment-success',
    lazy: () =>
      import('./features/checkout/payment-success-page.tsx').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: 'about',
    lazy: () =>
      import('./features/static/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'policy',
    lazy: () =>
      import('./features/static/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'refund',
    lazy: () =>
      import('./features/static/refund-page.tsx').then((m) => ({ Component: m.RefundPage })),
  },
  {
    path: 'shipping',
    lazy: () =>
      import('./features/static/shipping-page.tsx').then((m) => ({ Component: m.ShippingPage })),
  },
  {
    path: 'toc',
    lazy: () =>
      import('./features/static/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  },
  {
    element: <AdminGate />,
    children: [
      adminRoute('admin', () =>
        import('./features/admin/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
      ),
      adminRoute('admin-add-category', () =>
        import('./features/admin/categories/add-category-page.tsx').then((m) => m.AddCategoryPage),
      ),
      adminRoute('admin-manage-category', () =>
        import('./features/admin/categories/manage-category-page.tsx').then(
          (m) => m.ManageCategoryPage,
        ),
      ),
      adminRoute('admin-add-Product', () =>
        import('./features/admin/products/add-product-page.tsx').then((m) => m.AddProductPage),
      ),
      adminRoute('admin-manage-Product', () =>
        import('./features/admin/products/manage-products-page.tsx').then(
          (m) => m.ManageProductsPage,
        ),
      ),
      adminRoute('admin-import-products', () =>
        import('./features/admin/imports/import-products-page.tsx').then(
          (m) => m.ImportProductsPage,
        ),
      ),
      adminRoute('admin-add-banners', () =>
        import('./features/admin/banners/add-banner-page.tsx').then((m) => m.AddBannerPage),
      ),
      adminRoute('admin-manage-banners', () =>
        import('./features/admin/banners/manage-banners-page.tsx').then((m) => m.ManageBannersPage),
      ),
      adminRoute('admin-manage-orders', () =>
        import('./features/admin/orders/manage-orders-page.tsx').then((m) => m.ManageOrdersPage),
      ),
      adminRoute('admin-manage-returns', () =>
        import('./features/admin/returns/manage-returns-page.tsx').then((m) => m.ManageReturnsPage),
      ),
      adminRoute('admin-order-details/:orderId', () =>
        import('./features/admin/orders/order-details-page.tsx').then((m) => m.OrderDetailsPage),
      ),
      adminRoute('admin-manage-quotes', () =>
        import('./features/admin/quotes/manage-quotes-page.tsx').then((m) => m.ManageQuotesPage),
      ),
      adminRoute('admin-quote/:id', () =>
        import('./features/admin/quotes/admin-quote-page.tsx').then((m) => m.AdminQuotePage),
      ),
      adminRoute('admin-audit', () =>
        import('./features/admin/audit/audit-page.tsx').then((m) => m.AuditPage),
      ),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * An admin page loaded with React.lazy rather than the router's `lazy`: the router fetches a
 * matched route's code before rendering, gate or not, while React.lazy fetches only when
 * AdminGate lets an admin through.
 */
function adminRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return { path, element: <Page /> };
}

/**
 * What a prefetching loader returns: it starts a page's read and returns at once, so the data
 * and the page's code travel side by side instead of one after the other, and the page's own
 * query finds the request under way. It never waits: the network does not hold up navigation.
 */
function started(read: Promise<void>): null {
  void read;
  return null;
}

export const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    // The inner boundary keeps the header and footer around a page that fails.
    children: [{ errorElement: <RouteError />, children: pages(queryClient) }],
  },
];

export function createRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes(queryClient));
  // The shopper's first navigation ends the start, whose pages are built in steps.
  const startKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === startKey) return;
    endStartup();
    unsubscribe();
  });
  return router;
}
