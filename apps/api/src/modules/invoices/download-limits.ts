import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hitRollingCounter, type Limit } from '../../platform/rate-counters.ts';

const MINUTE = 60_000;

/**
 * Downloads per person, counted in the database so every API process shares them. A shopper
 * opens an invoice a few times; the back office works through many orders, so admins get more.
 * A first download draws the PDF (worker CPU), so this bounds what one account can make us do.
 */
export const DOWNLOAD_LIMITS = {
  shopper: { max: 30, windowMs: 10 * MINUTE },
  admin: { max: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

export const TOO_MANY_DOWNLOADS =
  'Too many document downloads. Please wait a few minutes and try again.';

/**
 * Counts one download by `userId` and refuses it (429) past the limit for `who`. The count is
 * rolling (this ten minutes and the last): a fixed window would let twice the limit through
 * around its edge, and forget every count at the turn of each tenth minute.
 */
export async function countDownload(
  db: Db,
  userId: string,
  who: keyof typeof DOWNLOAD_LIMITS,
): Promise<void> {
  const { max, windowMs } = DOWNLOAD_LIMITS[who];
  if ((await hitRollingCounter(db, `document-downloads:${who}:${userId}`, windowMs)) > max) {
    throw new AppError('TOO_MANY_DOWNLOADS', TOO_MANY_DOWNLOADS, 429);
  }
}
