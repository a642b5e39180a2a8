import type { BannerType, Status } from './constants.ts';

export interface PositionedBanner {
  readonly id: string;
  readonly type: BannerType;
  readonly status: Status;
  readonly position: number | null;
}

/** One write the server has to make. */
export interface PositionChange {
  readonly id: string;
  readonly position: number | null;
}

export type MoveDirection = 'up' | 'down';

// Current order: by position, unnumbered ones last, ties kept in list order (sort is stable).
function activeInOrder(banners: readonly PositionedBanner[], type: BannerType): PositionedBanner[] {
  return banners
    .filter((banner) => banner.type === type && banner.status === 'active')
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
}

function orderedByType(banners: readonly PositionedBanner[]): Map<BannerType, PositionedBanner[]> {
  const types = new Set(banners.map((banner) => banner.type));
  return new Map([...types].map((type) => [type, activeInOrder(banners, type)]));
}

// Numbers each type's list from 1, nulls every inactive banner, and keeps only what differs.
function changesFrom(
  banners: readonly PositionedBanner[],
  ordered: Map<BannerType, PositionedBanner[]>,
): PositionChange[] {
  const wanted = new Map<string, number>();
  for (const list of ordered.values())
    list.forEach((banner, index) => wanted.set(banner.id, index + 1));
  return banners
    .map((banner) => ({
      id: banner.id,
      position: wanted.get(banner.id) ?? null,
      was: banner.position,
    }))
    .filter((change) => change.position !== change.was)
    .map(({ id, position }) => ({ id, position }));
}

/** Active banners of each type numbered 1..n in current order; inactive ones get null. */
export function renumberBanners(banners: readonly PositionedBanner[]): PositionChange[] {
  return changesFrom(banners, orderedByType(banners));
}

/**
 * Swaps a banner with its neighbour among active banners of its type.
 * Null when it cannot move: unknown, inactive, or already at that end.
 */
export function moveBanner(
  banners: readonly PositionedBanner[],
  id: string,
  direction: MoveDirection,
): PositionChange[] | null {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner || banner.status !== 'active') return null;
  const ordered = orderedByType(banners);
  const list = ordered.get(banner.type) ?? [];
  const index = list.indexOf(banner);
  const target = direction === 'up' ? index - 1 : index + 1;
  const neighbour = list[target];
  if (neighbour === undefined) return null;
  list[target] = banner;
  list[index] = neighbour;
  return changesFrom(banners, ordered);
}

export function renumberAfterDelete(
  banners: readonly PositionedBanner[],
  deletedId: string,
): PositionChange[] {
  return renumberBanners(banners.filter((banner) => banner.id !== deletedId));
}

/** Where a newly added active banner of `type` goes: after the last one. */
export function nextBannerPosition(banners: readonly PositionedBanner[], type: BannerType): number {
  return activeInOrder(banners, type).length + 1;
}

/**
 * Moves a banner to `position` among the active banners of its type (the others shift by one;
 * a neighbour's position is a plain swap). Null when it cannot: unknown, inactive, or a
 * position outside 1..n.
 */
export function moveBannerTo(
  banners: readonly PositionedBanner[],
  id: string,
  position: number,
): PositionChange[] | null {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner || banner.status !== 'active') return null;
  const ordered = orderedByType(banners);
  const list = ordered.get(banner.type) ?? [];
  if (!Number.isInteger(position) || position < 1 || position > list.length) return null;
  list.splice(list.indexOf(banner), 1);
  list.splice(position - 1, 0, banner);
  return changesFrom(banners, ordered);
}

/** How many active banners of `type` there are: the highest position a move may target. */
export function activeBannerCount(banners: readonly PositionedBanner[], type: BannerType): number {
  return activeInOrder(banners, type).length;
}
