import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { safeError } from '../../http/safe-error.ts';
import { notReadyReason } from './readiness.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error', 'busy']),
  database: z.enum(['pglite', 'postgres']).optional(),
  /** Why the server is not ok: the database is away, or it is shedding load. */
  reason: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database } = deps;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok when the server can reach its database',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err: safeError(err) }, 'health check failed');
        return reply.code(503).send({
          status: 'error' as const,
          database: database.kind,
          reason: 'the database does not answer',
        });
      }
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a load balancer: ok only when the database answers, every migration is applied and the storage is reachable; 503 with the reason otherwise',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const reason = await notReadyReason(deps);
      if (reason === undefined) return { status: 'ok' as const, database: database.kind };
      request.log.warn({ reason }, 'not ready');
      return reply.code(503).send({ status: 'error' as const, database: database.kind, reason });
    },
  );
};
