import { z } from 'zod';
import { AUDIT_KINDS } from '../audit.ts';

// The back office's audit trail (GET /api/admin/audit): who changed what, when, and the values
// before and after. Routes answer with these schemas; the web imports only their types.

/** The admin who made a change, as the trail and its filter name them. */
export const auditActorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** Only the fields that changed, as the admin reads them (rupees, names, counts). */
const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEventSchema = z.object({
  _id: z.string(),
  /** When the change committed (ISO time). */
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** A short verb: created, updated, deleted, moved, status, adjusted, approved... */
  action: z.string(),
  /** The changed thing: a product, category, banner, order, refund or return id. */
  entityId: z.string(),
  /** One line a person reads, e.g. 'Beaker 250 ml: price ₹120.00 → ₹110.00'. */
  summary: z.string(),
  before: auditValuesSchema,
  after: auditValuesSchema,
  /** Null when the account has since been deleted, or the shop itself made the change. */
  actor: auditActorSchema.nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsResponseSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditEventsResponse = z.infer<typeof auditEventsResponseSchema>;

export const auditActorsResponseSchema = z.object({ actors: z.array(auditActorSchema) });
export type AuditActorsResponse = z.infer<typeof auditActorsResponseSchema>;
