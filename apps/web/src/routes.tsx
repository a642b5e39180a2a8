import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/admin-layout.tsx';
import { AppLayout } from './components/app-layout.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { RouteError } from './components/route-error.tsx';
import { AddBannerPage } from './features/admin/banners/add-banner-page.tsx';
import { ManageBannersPage } from './features/admin/banners/manage-banners-page.tsx';
import { AddCategoryPage } from './features/admin/categories/add-category-page.tsx';
import { ManageCategoryPage } from './features/admin/categories/manage-category-page.tsx';
import { ManageOrdersPage } from './features/admin/orders/manage-orders-page.tsx';
import { OrderDetailsPage } from './features/admin/orders/order-details-page.tsx';
import { AddProductPage } from './features/admin/products/add-product-page.tsx';
import { ManageProductsPage } from './features/admin/products/manage-products-page.tsx';
import { CartPage } from './features/cart/cart-page.tsx';
import { PayNowPage } from './features/checkout/pay-now-page.tsx';
import { PaymentSuccessPage } from './features/checkout/payment-success-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { LoginPage } from './features/login/login-page.tsx';
import { OrdersPage } from './features/orders/orders-page.tsx';
import { ProductPage } from './features/product/product-page.tsx';
import { ProfilePage } from './features/profile/profile-page.tsx';
import { ResetPasswordPage } from './features/reset-password/reset-password-page.tsx';
import { FilterPage } from './features/search/filter-page.tsx';
import { SignupPage } from './features/signup/signup-page.tsx';
import { AboutPage } from './features/static/about-page.tsx';
import { PrivacyPage } from './features/static/privacy-page.tsx';
import { RefundPage } from './features/static/refund-page.tsx';
import { ShippingPage } from './features/static/shipping-page.tsx';
import { TermsPage } from './features/static/terms-page.tsx';
import { WishlistPage } from './features/wishlist/wishlist-page.tsx';

// Paths exactly as SPEC part 2 spells them. Matching is case-insensitive, so
// /admin-manage-product (where a product save lands) reaches /admin-manage-Product.
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  { path: 'user/profile', element: <ProfilePage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'filter', element: <FilterPage /> },
  { path: 'product/:id', element: <ProductPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'pay-now', element: <PayNowPage /> },
  { path: 'payment-success', element: <PaymentSuccessPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'policy', element: <PrivacyPage /> },
  { path: 'refund', element: <RefundPage /> },
  { path: 'shipping', element: <ShippingPage /> },
  { path: 'toc', element: <TermsPage /> },
  // The spec shows no screen for /admin; the category list is the admin dashboard.
  { path: 'admin', loader: () => redirect('/admin-manage-category') },
  {
    element: <AdminLayout />,
    children: [
      { path: 'admin-add-category', element: <AddCategoryPage /> },
      { path: 'admin-manage-category', element: <ManageCategoryPage /> },
      { path: 'admin-add-Product', element: <AddProductPage /> },
      { path: 'admin-manage-Product', element: <ManageProductsPage /> },
      { path: 'admin-add-banners', element: <AddBannerPage /> },
      { path: 'admin-manage-banners', element: <ManageBannersPage /> },
      { path: 'admin-manage-orders', element: <ManageOrdersPage /> },
      { path: 'admin-order-details/:orderId', element: <OrderDetailsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // The inner boundary keeps the header and footer around a page that fails.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
