import type { Tx } from '../../../db/client.ts';
import { describeChange, type FieldLabels, type Snapshot } from '../../audit/changes.ts';
import { recordAudit } from '../../audit/record.ts';
import type { CategoryRow } from './queries.ts';

// What the trail keeps of a category: its form's fields; the image as its stored path only.

const LABELS: FieldLabels = {
  name: { label: 'name' },
  status: { label: 'status' },
  hsnCode: { label: 'HSN' },
  gstRatePercent: { label: 'GST %' },
  image: { label: 'image' },
};

function snapshot(row: CategoryRow): Snapshot {
  return {
    name: row.name,
    status: row.status,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    image: row.image,
  };
}

export function recordCategoryCreated(tx: Tx, actorUserId: string, row: CategoryRow) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: row.id,
    action: 'created',
    summary: `Added category ${row.name} (${row.status})`,
    after: snapshot(row),
  });
}

export async function recordCategoryUpdated(
  tx: Tx,
  actorUserId: string,
  before: CategoryRow,
  after: CategoryRow,
) {
  const change = describeChange(after.name, snapshot(before), snapshot(after), LABELS);
  if (!change) return;
  await recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: after.id,
    action: 'updated',
    ...change,
  });
}

export function recordCategoryDeleted(tx: Tx, actorUserId: string, row: CategoryRow) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: row.id,
    action: 'deleted',
    summary: `Deleted category ${row.name}`,
    before: snapshot(row),
  });
}
