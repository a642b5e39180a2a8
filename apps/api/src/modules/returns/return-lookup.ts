import { eq } from 'drizzle-orm';
import type { AdminReturn } from '@labshop/domain/api/returns';
import { RETURN_MESSAGES } from '@labshop/domain/validation/returns';
import type { Db } from '../../db/client.ts';
import { returns } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { selectReturnRows } from './queries.ts';
import { toAdminReturns } from './return-answer.ts';

/** One return as the back office sees it. */
export async function getAdminReturn(db: Db, returnId: string): Promise<AdminReturn> {
  const rows = await selectReturnRows(db, eq(returns.id, returnId), { limit: 1, offset: 0 });
  const [answer] = await toAdminReturns(db, rows);
  if (!answer) throw notFound(RETURN_MESSAGES.notFound);
  return answer;
}

/**
 * Why a guarded step did not apply: the return does not exist (404), or it is no longer in the
 * state the step starts from (409, saying which state it is in).
 */
export async function stepRefusal(tx: Db, returnId: string, message: string): Promise<AppError> {
  const [row] = await tx
    .select({ state: returns.state })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!row) return notFound(RETURN_MESSAGES.notFound);
  return new AppError('RETURN_STATE', `${message} This return is ${row.state}.`, 409);
}
