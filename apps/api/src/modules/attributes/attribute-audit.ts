import type { Tx } from '../../db/client.ts';
import { describeChange, type FieldLabels, type Snapshot } from '../audit/changes.ts';
import { recordAudit } from '../audit/record.ts';
import type { AttributeRow } from './queries.ts';

// An attribute is part of its category's definition, so the trail files its changes under the
// category (kind 'category', the category's id) with actions of their own.

const LABELS: FieldLabels = {
  label: { label: 'name' },
  key: { label: 'key' },
  kind: { label: 'kind' },
  unit: { label: 'unit' },
  isFacet: { label: 'filter' },
  choices: { label: 'choices' },
};

function snapshot(row: AttributeRow): Snapshot {
  return {
    label: row.label,
    key: row.key,
    kind: row.kind,
    unit: row.unit,
    isFacet: row.isFacet,
    choices: row.choices,
  };
}

export function recordAttributeCreated(tx: Tx, actorUserId: string, row: AttributeRow) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: row.categoryId,
    action: 'attribute-created',
    summary: `Added attribute ${row.label} (${row.key})`,
    after: snapshot(row),
  });
}

export async function recordAttributeUpdated(
  tx: Tx,
  actorUserId: string,
  before: AttributeRow,
  after: AttributeRow,
) {
  const change = describeChange(
    `Attribute ${after.label}`,
    snapshot(before),
    snapshot(after),
    LABELS,
  );
  if (!change) return;
  await recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: after.categoryId,
    action: 'attribute-updated',
    ...change,
  });
}

export function recordAttributesReordered(
  tx: Tx,
  actorUserId: string,
  categoryId: string,
  before: readonly string[],
  after: readonly string[],
) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: categoryId,
    action: 'attribute-reordered',
    summary: `Reordered attributes: ${after.join(', ')}`.slice(0, 200),
    before: { order: before },
    after: { order: after },
  });
}

export function recordAttributeDeleted(tx: Tx, actorUserId: string, row: AttributeRow) {
  return recordAudit(tx, {
    actorUserId,
    kind: 'category',
    entityId: row.categoryId,
    action: 'attribute-deleted',
    summary: `Deleted attribute ${row.label} (${row.key})`,
    before: snapshot(row),
  });
}
