import { and, eq } from 'drizzle-orm';
import type { AdminReturn } from '@labshop/domain/api/returns';
import { RETURN_MESSAGES } from '@labshop/domain/validation/returns';
import type { Db } from '../../db/client.ts';
import { returns } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { recordReturnDecision } from './return-audit.ts';
import { getAdminReturn, stepRefusal } from './return-lookup.ts';
import { queueReturnMail, type ReturnMailDeps } from './return-mails.ts';

export type ReturnDecision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects a requested return: one conditional update from `requested`, so two
 * admins deciding at once apply one decision and the other is told the return's state. The
 * shopper's mail is queued in the same transaction.
 */
export async function decideReturn(
  deps: ReturnMailDeps & { db: Db },
  returnId: string,
  adminId: string,
  decision: ReturnDecision,
): Promise<AdminReturn> {
  if (!isUuid(returnId)) throw notFound(RETURN_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(returns)
      .set({
        state: decision.approve ? 'approved' : 'rejected',
        rejectionReason: decision.approve ? null : decision.reason,
        decidedAt: new Date(),
        decidedBy: adminId,
      })
      .where(and(eq(returns.id, returnId), eq(returns.state, 'requested')))
      .returning({ id: returns.id });
    if (!decided) throw await stepRefusal(tx, returnId, RETURN_MESSAGES.notRequested);
    await recordReturnDecision(tx, adminId, returnId, decision);
    await queueReturnMail(
      deps,
      tx,
      returnId,
      decision.approve ? { kind: 'approved' } : { kind: 'rejected', reason: decision.reason },
    );
  });
  return getAdminReturn(deps.db, returnId);
}
