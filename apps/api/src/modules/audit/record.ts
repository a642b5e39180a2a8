import type { AuditKind } from '@labshop/domain/audit';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

export interface AuditEntry {
  /** The admin who made the change (null for the system, e.g. a completing refund). */
  actorUserId: string | null;
  kind: AuditKind;
  entityId: string;
  /** A short verb: 'created', 'updated', 'deleted', 'status', 'bulk-activate'... */
  action: string;
  /** One line a person reads in the trail, e.g. 'Beaker 250 ml: price ₹120 → ₹110'. */
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin change. Takes a transaction, never the pool: the row commits or rolls back
 * with the change it describes.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((e) => ({
      actorUserId: e.actorUserId,
      kind: e.kind,
      entityId: e.entityId,
      action: e.action,
      summary: e.summary ?? '',
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
