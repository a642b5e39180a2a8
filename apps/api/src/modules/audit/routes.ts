import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorsResponseSchema, auditEventsResponseSchema } from '@labshop/domain/api/audit';
import { AUDIT_KINDS, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from '@labshop/domain/audit';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import { listAuditActors, listAuditEvents } from './audit-query.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A day as YYYY-MM-DD.');

const auditQuery = z
  .object({
    actor: z.string().max(36).regex(UUID, 'An admin’s id.').optional().describe('Admin user id'),
    kind: z.enum(AUDIT_KINDS).optional(),
    from: isoDay.optional().describe('Changed on or after this day (YYYY-MM-DD, India time)'),
    to: isoDay.optional().describe('Changed on or before this day (YYYY-MM-DD, India time)'),
    entityId: z.string().max(100).optional().describe('The changed thing’s id'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day must not be after the last.',
    path: ['from'],
  });

// The audit trail, read only: every admin change writes its row where it is made (recordAudit).
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin changes, newest first, with who made each and the values before and after; filtered by admin (actor), kind, day range (India time) and the changed thing',
        querystring: auditQuery,
        response: { 200: auditEventsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );

  app.get(
    '/api/admin/audit/actors',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The admins the audit trail can be filtered by, by name',
        response: { 200: auditActorsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ actors: await listAuditActors(db) }),
  );
};
