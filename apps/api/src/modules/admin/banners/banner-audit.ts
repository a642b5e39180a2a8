import type { Tx } from '../../../db/client.ts';
import { describeChange, type FieldLabels, type Snapshot } from '../../audit/changes.ts';
import { recordAudit } from '../../audit/record.ts';
import type { BannerRow } from './queries.ts';

// What the trail keeps of a banner: type, status, place, text and link; the image as its path.

const LABELS: FieldLabels = {
  type: { label: 'type' },
  status: { label: 'status' },
  position: { label: 'position' },
  headline: { label: 'headline' },
  subtitle: { label: 'subtitle' },
  alt: { label: 'alt text' },
  linkType: { label: 'link' },
  linkTarget: { label: 'link target' },
  image: { label: 'image' },
};

function snapshot(row: BannerRow): Snapshot {
  return {
    type: row.type,
    status: row.status,
    position: row.position,
    headline: row.headline,
    subtitle: row.subtitle,
    alt: row.alt,
    linkType: row.linkType,
    linkTarget: row.linkTarget,
    image: row.image,
  };
}

/** 'Primary banner "Lab week sale"': how a person tells banners apart. */
function bannerName(row: BannerRow): string {
  const type = row.type === 'primary' ? 'Primary' : 'Secondary';
  return row.headline ? `${type} banner "${row.headline}"` : `${type} banner`;
}

export function recordBannerCreated(tx: Tx, actorUserId: string, row: BannerRow) {
  const place = row.position === null ? 'inactive' : `position ${row.position}`;
  return recordAudit(tx, {
    actorUserId,
    kind: 'banner',
    entityId: row.id,
    action: 'created',
    summary: `Added ${bannerName(row)} (${place})`,
    after: snapshot(row),
  });
}

/** An edit or a move: only what changed; a move's neighbours are renumbered, not recorded. */
export async function recordBannerUpdated(
  tx: Tx,
  actorUserId: string,
  before: BannerRow,
  after: BannerRow,
  action: 'updated' | 'moved',
) {
  const change = describeChange(bannerName(after), snapshot(before), snapshot(after), LABELS);
  if (!change) return;
  await recordAudit(tx, { actorUserId, kind: 'banner', entityId: after.id, action, ...change });
}

export function recordBannerDeleted(tx: Tx, actorUserId: string, row: BannerRow) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'banner',
    entityId: row.id,
    action: 'deleted',
    summary: `Deleted ${bannerName(row)}`,
    before: snapshot(row),
  });
}
