import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { takeHit, type Limit } from '../../platform/rate-counters.ts';

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

/** Counts one download by `userId` and refuses it (429) past the limit for `who`. */
export async function countDownload(
  db: Db,
  userId: string,
  who: keyof typeof DOWNLOAD_LIMITS,
): Promise<void> {
  if (!(await takeHit(db, `document-downloads:${who}:${userId}`, DOWNLOAD_LIMITS[who]))) {
    throw new AppError('TOO_MANY_DOWNLOADS', TOO_MANY_DOWNLOADS, 429);
  }
}
