import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AuditActor, AuditEventsResponse } from '@labshop/domain/api/audit';
import type { AuditKind } from '@labshop/domain/audit';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema.ts';

// The trail as the back office reads it: newest first, narrowed by admin, kind, day and thing.

export interface AuditFilter {
  actor?: string | undefined;
  kind?: AuditKind | undefined;
  /** YYYY-MM-DD, India time: changes on or after this day, and on or before `to`. */
  from?: string | undefined;
  to?: string | undefined;
  entityId?: string | undefined;
  page: number;
  limit: number;
}

/** Midnight at the start of an Indian calendar day (IST, UTC+5:30, no daylight saving). */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

// Enough for any shop's back office; the filter's list is never unbounded.
const ACTORS_MAX = 200;

export async function listAuditEvents(db: Db, filter: AuditFilter): Promise<AuditEventsResponse> {
  const where = and(
    filter.actor ? eq(auditEvents.actorUserId, filter.actor) : undefined,
    filter.kind ? eq(auditEvents.kind, filter.kind) : undefined,
    filter.from ? gte(auditEvents.createdAt, istDayStart(filter.from)) : undefined,
    filter.to
      ? lt(auditEvents.createdAt, new Date(istDayStart(filter.to).getTime() + DAY_MS))
      : undefined,
    filter.entityId ? eq(auditEvents.entityId, filter.entityId) : undefined,
  );
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      kind: auditEvents.kind,
      action: auditEvents.action,
      entityId: auditEvents.entityId,
      summary: auditEvents.summary,
      before: auditEvents.before,
      after: auditEvents.after,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
  return {
    events: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      kind: row.kind,
      action: row.action,
      entityId: row.entityId,
      summary: row.summary,
      before: asValues(row.before),
      after: asValues(row.after),
      actor:
        row.actorId && row.actorName !== null && row.actorEmail !== null
          ? { _id: row.actorId, name: row.actorName, email: row.actorEmail }
          : null,
    })),
    total: Number(total?.n ?? 0),
    page: filter.page,
    limit: filter.limit,
  };
}

function asValues(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Who the filter offers: today's admins, and anyone who has changed something since demoted. */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      or(
        eq(users.role, 'admin'),
        inArray(
          users.id,
          db.selectDistinct({ id: sql<string>`${auditEvents.actorUserId}` }).from(auditEvents),
        ),
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id)
    .limit(ACTORS_MAX);
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }));
}
