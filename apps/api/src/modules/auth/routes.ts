import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';

const statusSchema = z.object({
  loggedIn: z.boolean(),
  role: z.enum(['user', 'admin']).nullable(),
  userId: z.string().nullable(),
});

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/auth/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller has a session, and its role',
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      const user = request.user;
      return user
        ? { loggedIn: true, role: user.role, userId: user.id }
        : { loggedIn: false, role: null, userId: null };
    },
  );
};
