import { describe, expect, it } from 'vitest';
import {
  moveBanner,
  moveBannerTo,
  nextBannerPosition,
  renumberAfterDelete,
  renumberBanners,
  type PositionedBanner,
} from './banner-positions.ts';

const banners: PositionedBanner[] = [
  { id: 'p1', type: 'primary', status: 'active', position: 1 },
  { id: 'p2', type: 'primary', status: 'active', position: 2 },
  { id: 'px', type: 'primary', status: 'inactive', position: null },
  { id: 'p3', type: 'primary', status: 'active', position: 3 },
  { id: 's1', type: 'secondary', status: 'active', position: 1 },
];

describe('renumbering banners', () => {
  it('changes nothing when positions are already 1..n per type', () => {
    expect(renumberBanners(banners)).toEqual([]);
  });

  it('closes gaps in current order and clears positions of inactive banners', () => {
    expect(
      renumberBanners([
        { id: 'a', type: 'primary', status: 'active', position: 7 },
        { id: 'b', type: 'primary', status: 'active', position: 3 },
        { id: 'c', type: 'primary', status: 'inactive', position: 1 },
        { id: 'd', type: 'secondary', status: 'active', position: 4 },
      ]),
    ).toEqual([
      { id: 'a', position: 2 },
      { id: 'b', position: 1 },
      { id: 'c', position: null },
      { id: 'd', position: 1 },
    ]);
  });

  it('puts a newly activated banner without a position last', () => {
    expect(
      renumberBanners([
        { id: 'new', type: 'primary', status: 'active', position: null },
        { id: 'old', type: 'primary', status: 'active', position: 1 },
      ]),
    ).toEqual([{ id: 'new', position: 2 }]);
  });

  it('renumbers the remaining banners after a delete', () => {
    expect(renumberAfterDelete(banners, 'p1')).toEqual([
      { id: 'p2', position: 1 },
      { id: 'p3', position: 2 },
    ]);
  });

  it('places a new banner after the last active one of its type', () => {
    expect(nextBannerPosition(banners, 'primary')).toBe(4);
    expect(nextBannerPosition([], 'secondary')).toBe(1);
  });
});

describe('moving banners', () => {
  it('swaps a banner with the one above it', () => {
    expect(moveBanner(banners, 'p2', 'up')).toEqual([
      { id: 'p1', position: 2 },
      { id: 'p2', position: 1 },
    ]);
  });

  it('skips inactive banners when finding the neighbour below', () => {
    expect(moveBanner(banners, 'p2', 'down')).toEqual([
      { id: 'p2', position: 3 },
      { id: 'p3', position: 2 },
    ]);
  });

  it('cannot move the first banner up or the last one down', () => {
    expect(moveBanner(banners, 'p1', 'up')).toBeNull();
    expect(moveBanner(banners, 'p3', 'down')).toBeNull();
  });

  it('cannot move the only banner of a type', () => {
    expect(moveBanner(banners, 's1', 'down')).toBeNull();
  });

  it('cannot move an inactive or unknown banner', () => {
    expect(moveBanner(banners, 'px', 'up')).toBeNull();
    expect(moveBanner(banners, 'nope', 'down')).toBeNull();
  });

  it('never crosses into the other type', () => {
    const changes = moveBanner(banners, 'p3', 'up') ?? [];
    expect(changes.map((change) => change.id).sort()).toEqual(['p2', 'p3']);
  });
});

describe('moveBannerTo', () => {
  const list: PositionedBanner[] = [
    { id: 'a', type: 'primary', status: 'active', position: 1 },
    { id: 'b', type: 'primary', status: 'active', position: 2 },
    { id: 'c', type: 'primary', status: 'active', position: 3 },
    { id: 'x', type: 'primary', status: 'inactive', position: null },
    { id: 's', type: 'secondary', status: 'active', position: 1 },
  ];

  it('swaps with the neighbour when moved one up', () => {
    expect(moveBannerTo(list, 'b', 1)).toEqual([
      { id: 'a', position: 2 },
      { id: 'b', position: 1 },
    ]);
  });

  it('shifts the others when moved further', () => {
    expect(moveBannerTo(list, 'c', 1)).toEqual([
      { id: 'a', position: 2 },
      { id: 'b', position: 3 },
      { id: 'c', position: 1 },
    ]);
  });

  it('never passes the ends and never moves an inactive banner', () => {
    expect(moveBannerTo(list, 'a', 0)).toBeNull();
    expect(moveBannerTo(list, 'c', 4)).toBeNull();
    expect(moveBannerTo(list, 'x', 1)).toBeNull();
    expect(moveBannerTo(list, 's', 2)).toBeNull();
  });

  it('changes nothing when moved to where it is', () => {
    expect(moveBannerTo(list, 'b', 2)).toEqual([]);
  });
});
