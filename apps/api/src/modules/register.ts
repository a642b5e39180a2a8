import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionPlugin } from './auth/session-plugin.ts';
import { healthRoutes } from './health/routes.ts';

// Every business area plugs in here, after the session so each route can see request.user.
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await app.register(sessionPlugin, deps);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
}
