import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import { adminBannerRoutes } from './banners/routes.ts';
import { adminAttributeRoutes } from './categories/attribute-routes.ts';
import { adminCategoryRoutes } from './categories/routes.ts';
import { adminImportRoutes } from './imports/routes.ts';
import { adminProductRoutes } from './products/routes.ts';

/**
 * The back office. The role check is one hook over every route registered here, run before
 * the body is read: 401 without a session, 403 for a shopper. test/admin-access.test.ts
 * checks every /api/admin path of the OpenAPI document against it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminCategoryRoutes, deps);
  await app.register(adminAttributeRoutes, deps);
  await app.register(adminProductRoutes, deps);
  await app.register(adminBannerRoutes, deps);
  await app.register(adminImportRoutes, deps);
};
