import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/admin-layout.tsx';
import { AppLayout } from './components/app-layout.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { RouteError } from './components/route-error.tsx';
import { HomePage } from './features/home/home-page.tsx';

// Paths exactly as SPEC part 2 spells them. Every page but home loads its code on first
// visit, so a shopper landing on / does not download the forms and the back office. Matching is case-insensitive, so
// /admin-manage-product (where a product save lands) reaches /admin-manage-Product.
const pages: RouteObject[] = [
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
    lazy: () =>
      import('./features/search/filter-page.tsx').then((m) => ({ Component: m.FilterPage })),
  },
  {
    path: 'product/:id',
    lazy: () =>
      import('./features/product/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
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
  // The spec shows no screen for /admin; the category list is the admin dashboard.
  { path: 'admin', loader: () => redirect('/admin-manage-category') },
  {
    element: <AdminLayout />,
    children: [
      {
        path: 'admin-add-category',
        lazy: () =>
          import('./features/admin/categories/add-category-page.tsx').then((m) => ({
            Component: m.AddCategoryPage,
          })),
      },
      {
        path: 'admin-manage-category',
        lazy: () =>
          import('./features/admin/categories/manage-category-page.tsx').then((m) => ({
            Component: m.ManageCategoryPage,
          })),
      },
      {
        path: 'admin-add-Product',
        lazy: () =>
          import('./features/admin/products/add-product-page.tsx').then((m) => ({
            Component: m.AddProductPage,
          })),
      },
      {
        path: 'admin-manage-Product',
        lazy: () =>
          import('./features/admin/products/manage-products-page.tsx').then((m) => ({
            Component: m.ManageProductsPage,
          })),
      },
      {
        path: 'admin-add-banners',
        lazy: () =>
          import('./features/admin/banners/add-banner-page.tsx').then((m) => ({
            Component: m.AddBannerPage,
          })),
      },
      {
        path: 'admin-manage-banners',
        lazy: () =>
          import('./features/admin/banners/manage-banners-page.tsx').then((m) => ({
            Component: m.ManageBannersPage,
          })),
      },
      {
        path: 'admin-manage-orders',
        lazy: () =>
          import('./features/admin/orders/manage-orders-page.tsx').then((m) => ({
            Component: m.ManageOrdersPage,
          })),
      },
      {
        path: 'admin-order-details/:orderId',
        lazy: () =>
          import('./features/admin/orders/order-details-page.tsx').then((m) => ({
            Component: m.OrderDetailsPage,
          })),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    // The inner boundary keeps the header and footer around a page that fails.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
