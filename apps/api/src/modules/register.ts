import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminOrderRoutes } from './admin/orders/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionPlugin } from './auth/session-plugin.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { adminRefundRoutes } from './payments/refunds/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { seoRoutes } from './seo/routes.ts';
import { stockAlertRoutes } from './stock-alerts/routes.ts';
import { adminReturnRoutes } from './returns/admin-routes.ts';
import { returnRoutes } from './returns/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

// Every business area plugs in here, after the session so each route can see request.user.
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await app.register(sessionPlugin, deps);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(wishlistRoutes, deps);
  await app.register(stockAlertRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(adminOrderRoutes, deps);
  await app.register(adminRefundRoutes, deps);
  await app.register(returnRoutes, deps);
  await app.register(adminReturnRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(adminRoutes, deps);
}
