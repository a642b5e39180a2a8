import { asc, eq, sql } from 'drizzle-orm';
import type { BannerLinkType, BannerType, Status } from '@labshop/domain/constants';
import type { PositionChange } from '@labshop/domain/banner-positions';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { banners } from '../../../db/schema.ts';

export interface BannerRow {
  id: string;
  image: string;
  alt: string;
  type: BannerType;
  status: Status;
  position: number | null;
  headline: string;
  subtitle: string;
  linkType: BannerLinkType;
  linkTarget: string;
}

const columns = {
  id: banners.id,
  image: banners.image,
  alt: banners.alt,
  type: banners.type,
  status: banners.status,
  position: banners.position,
  headline: banners.headline,
  subtitle: banners.subtitle,
  linkType: banners.linkType,
  linkTarget: banners.linkTarget,
};

// Any number works as long as nothing else in the database takes the same advisory lock.
const BANNER_POSITIONS_LOCK = 0x1ab5_0b0e;

/**
 * Serialises every change to banner positions until the transaction ends. Row locks would
 * not do: a banner inserted meanwhile is not among the rows a FOR UPDATE locked, so two adds
 * could both take position n + 1.
 */
export async function lockBannerPositions(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BANNER_POSITIONS_LOCK})`);
}

/** Every banner, each type in position order with inactive ones last. */
export function selectBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select(columns)
    .from(banners)
    .orderBy(
      asc(banners.type),
      sql`${banners.position} asc nulls last`,
      asc(banners.createdAt),
      asc(banners.id),
    );
}

export async function insertBanner(tx: Tx, values: Omit<BannerRow, 'id'>): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning(columns);
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function updateBannerRow(
  tx: Tx,
  id: string,
  values: Partial<Omit<BannerRow, 'id'>>,
): Promise<void> {
  await tx.update(banners).set(values).where(eq(banners.id, id));
}

export async function applyPositions(tx: Tx, changes: readonly PositionChange[]): Promise<void> {
  for (const change of changes) {
    await tx.update(banners).set({ position: change.position }).where(eq(banners.id, change.id));
  }
}

export async function deleteBannerRow(tx: Tx, id: string): Promise<BannerRow | null> {
  const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning(columns);
  return row ?? null;
}
