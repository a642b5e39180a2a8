import {
  activeBannerCount,
  moveBannerTo,
  renumberAfterDelete,
  renumberBanners,
  type PositionedBanner,
} from '@labshop/domain/banner-positions';
import type { AdminBanner } from '@labshop/domain/api/admin';
import type { BannerType, Status } from '@labshop/domain/constants';
import type { BannerContentInput } from '@labshop/domain/validation/banner';
import type { BannerListQuery } from '@labshop/domain/validation/admin-catalog-lists';
import type { Db } from '../../../db/client.ts';
import { AppError, conflict, notFound } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages, storeImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import { isUuid } from '../../../http/ids.ts';
import { publishHomeChanged } from '../../catalog/catalog-changed.ts';
import {
  assertLinkTargetExists,
  linkLabel,
  selectLinkNames,
  type LinkNames,
} from './link-targets.ts';
import { recordBannerCreated, recordBannerDeleted, recordBannerUpdated } from './banner-audit.ts';
import * as q from './queries.ts';

export const BANNER_ANSWERS = {
  created: 'Banner added successfully!',
  updated: 'Banner updated successfully!',
  moved: 'Banner moved successfully!',
  deleted: 'Banner deleted successfully!',
  notFound: 'Banner not found',
  inactive: 'Only active banners can be moved.',
  outOfRange: (count: number) =>
    count === 1
      ? 'This is the only active banner of its type; it cannot move.'
      : `Position must be between 1 and ${count}.`,
} as const;

export interface BannerDeps {
  db: Db;
  storage: Storage;
}

export interface BannerInput {
  type: BannerType;
  status: Status;
  alt?: string;
  /** Text and link; an edit without them keeps the stored ones. */
  content?: BannerContentInput;
}

function toAdminBanner(row: q.BannerRow, names: LinkNames): AdminBanner {
  return {
    _id: row.id,
    image: row.image,
    alt: row.alt,
    type: row.type,
    status: row.status,
    position: row.position,
    headline: row.headline,
    subtitle: row.subtitle,
    linkType: row.linkType,
    linkTarget: row.linkTarget,
    linkLabel: linkLabel(row, names),
  };
}

async function toAdminBanners(db: Db, rows: q.BannerRow[]): Promise<AdminBanner[]> {
  const names = await selectLinkNames(db, rows);
  return rows.map((row) => toAdminBanner(row, names));
}

export async function listBanners(db: Db, filter: BannerListQuery = {}): Promise<AdminBanner[]> {
  // A handful of rows: the whole list is read and narrowed here, in the same order.
  const rows = (await q.selectBanners(db)).filter(
    (row) =>
      (!filter.type || row.type === filter.type) &&
      (!filter.status || row.status === filter.status),
  );
  return toAdminBanners(db, rows);
}

function findBanner(rows: q.BannerRow[], id: string): q.BannerRow {
  const banner = rows.find((row) => row.id === id);
  if (!banner) throw notFound(BANNER_ANSWERS.notFound);
  return banner;
}

/** A new active banner goes after the last of its type; an inactive one has no position. */
export async function createBanner(
  { db, storage }: BannerDeps,
  input: BannerInput,
  image: PreparedImage,
  actorUserId: string,
): Promise<AdminBanner> {
  if (input.content) await assertLinkTargetExists(db, input.content);
  const url = await storeImage(storage, image);
  try {
    const row = await db.transaction(async (tx) => {
      await q.lockBannerPositions(tx);
      const rows = await q.selectBanners(tx);
      const position = input.status === 'active' ? activeBannerCount(rows, input.type) + 1 : null;
      const inserted = await q.insertBanner(tx, {
        image: url,
        alt: input.alt ?? '',
        type: input.type,
        status: input.status,
        position,
        headline: input.content?.headline ?? '',
        subtitle: input.content?.subtitle ?? '',
        linkType: input.content?.linkType ?? 'none',
        linkTarget: input.content?.linkTarget ?? '',
      });
      await recordBannerCreated(tx, actorUserId, inserted);
      return inserted;
    });
    publishHomeChanged(db);
    return (await toAdminBanners(db, [row]))[0]!;
  } catch (error) {
    await removeImages(storage, [url]);
    throw error;
  }
}

/**
 * Changes type, status and (optionally) the image. Activating, or moving an active banner to
 * the other type, appends it to that type; its old type and deactivating renumber.
 */
export async function updateBanner(
  { db, storage }: BannerDeps,
  id: string,
  input: BannerInput,
  image: PreparedImage | null,
  actorUserId: string,
): Promise<AdminBanner> {
  if (!isUuid(id)) throw notFound(BANNER_ANSWERS.notFound);
  if (input.content) await assertLinkTargetExists(db, input.content);
  const url = image ? await storeImage(storage, image) : undefined;
  let result: { row: q.BannerRow; oldImage: string };
  try {
    result = await db.transaction(async (tx) => {
      await q.lockBannerPositions(tx);
      const rows = await q.selectBanners(tx);
      const before = findBanner(rows, id);
      const isSamePlace = before.type === input.type && before.status === input.status;
      const after: q.BannerRow = {
        ...before,
        type: input.type,
        status: input.status,
        alt: input.alt ?? before.alt,
        ...input.content,
        image: url ?? before.image,
        // Null sorts last, so renumbering appends it to its (new) type.
        position: isSamePlace ? before.position : null,
      };
      const changes = renumberBanners(rows.map((row) => (row.id === id ? after : row)));
      const own = changes.find((change) => change.id === id);
      const row = { ...after, position: own ? own.position : after.position };
      await q.updateBannerRow(tx, id, {
        type: row.type,
        status: row.status,
        alt: row.alt,
        image: row.image,
        position: row.position,
        headline: row.headline,
        subtitle: row.subtitle,
        linkType: row.linkType,
        linkTarget: row.linkTarget,
      });
      await q.applyPositions(
        tx,
        changes.filter((change) => change.id !== id),
      );
      await recordBannerUpdated(tx, actorUserId, before, row, 'updated');
      return { row, oldImage: before.image };
    });
  } catch (error) {
    if (url) await removeImages(storage, [url]);
    throw error;
  }
  if (url) await removeImages(storage, [result.oldImage]);
  publishHomeChanged(db);
  return (await toAdminBanners(db, [result.row]))[0]!;
}

/** Moves an active banner to `position` (1..n of its type); a neighbour's is a swap. */
export async function moveBanner(
  db: Db,
  id: string,
  position: number,
  actorUserId: string,
): Promise<AdminBanner> {
  if (!isUuid(id)) throw notFound(BANNER_ANSWERS.notFound);
  const row = await db.transaction(async (tx) => {
    await q.lockBannerPositions(tx);
    const rows = await q.selectBanners(tx);
    const banner = findBanner(rows, id);
    if (banner.status !== 'active') throw conflict(BANNER_ANSWERS.inactive);
    const changes = moveBannerTo(rows as PositionedBanner[], id, position);
    if (!changes) {
      const message = BANNER_ANSWERS.outOfRange(activeBannerCount(rows, banner.type));
      throw new AppError('POSITION_OUT_OF_RANGE', message, 400, { position: message });
    }
    await q.applyPositions(tx, changes);
    const moved = { ...banner, position };
    await recordBannerUpdated(tx, actorUserId, banner, moved, 'moved');
    return moved;
  });
  publishHomeChanged(db);
  return (await toAdminBanners(db, [row]))[0]!;
}

/** Deletes the banner and its image; the rest of its type close the gap. */
export async function deleteBanner(
  { db, storage }: BannerDeps,
  id: string,
  actorUserId: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(BANNER_ANSWERS.notFound);
  const deleted = await db.transaction(async (tx) => {
    await q.lockBannerPositions(tx);
    const rows = await q.selectBanners(tx);
    findBanner(rows, id);
    const row = await q.deleteBannerRow(tx, id);
    await q.applyPositions(tx, renumberAfterDelete(rows, id));
    if (row) await recordBannerDeleted(tx, actorUserId, row);
    return row;
  });
  if (deleted) await removeImages(storage, [deleted.image]);
  publishHomeChanged(db);
}
