import { formatAttributeValue } from '@labshop/domain/attributes/attribute-kinds';
import { eq } from 'drizzle-orm';
import { paiseToRupees } from '@labshop/domain/money';
import type { Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema.ts';
import { describeChange, pickKeys, type FieldLabels, type Snapshot } from '../../audit/changes.ts';
import { recordAudit, type AuditEntry } from '../../audit/record.ts';
import { productAttributesOf } from '../../attributes/service.ts';
import * as q from './queries.ts';

// What the trail keeps of a product save: the form's fields as the admin reads them (one
// 'product' row) and the shelf counts apart (one 'stock-adjustment' row), since a count
// changed by hand is what a stock check looks for.

export interface ProductAuditState {
  name: string;
  /** Not part of the trail: what a saved change names so caches of other categories stay. */
  categoryId: string;
  fields: Snapshot;
  stock: Snapshot;
  stockLabels: FieldLabels;
}

const FIELD_LABELS: FieldLabels = {
  name: { label: 'name' },
  sku: { label: 'SKU' },
  brand: { label: 'brand' },
  category: { label: 'category' },
  description: { label: 'description' },
  mrp: { label: 'MRP', isMoney: true },
  sellingPrice: { label: 'price', isMoney: true },
  minProductAlert: { label: 'minimum alert' },
  status: { label: 'status' },
  isFeatured: { label: 'featured' },
  isPerishable: { label: 'perishable' },
  tags: { label: 'tags' },
  deliveryType: { label: 'delivery' },
  deliveryCharge: { label: 'delivery charge', isMoney: true },
  deliveryTimeEstimate: { label: 'delivery days' },
  hsnCode: { label: 'HSN' },
  gstRatePercent: { label: 'GST %' },
  casNumber: { label: 'CAS number' },
  formula: { label: 'formula' },
  grade: { label: 'grade' },
  purity: { label: 'purity' },
  ghsPictograms: { label: 'GHS pictograms' },
  ghsSignalWord: { label: 'signal word' },
  hazardStatements: { label: 'hazard statements' },
  precautionaryStatements: { label: 'precautionary statements' },
  variants: { label: 'variants' },
  specs: { label: 'specifications' },
  attributes: { label: 'attributes' },
  images: { label: 'images' },
};

/**
 * The product as the trail sees it, read inside the saving transaction under the product's row
 * lock; null when gone. Read before a change, the lock makes that change the next one: two
 * admins saving at once then record a chain (120 → 110, 110 → 100), never both "from 120".
 */
export async function productAuditState(tx: Tx, id: string): Promise<ProductAuditState | null> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  const [row] = await q.selectProductRows(tx, { limit: 1, offset: 0, id });
  if (!row) return null;
  const variants = await q.selectVariants(tx, [id]);
  const images = await q.selectImages(tx, [id]);
  const attributes = (await productAttributesOf(tx, [id])).get(id) ?? [];
  const fields: Snapshot = {
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    category: row.categoryName,
    description: row.description,
    mrp: paiseToRupees(row.mrpPaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    minProductAlert: row.minProductAlert,
    status: row.status,
    isFeatured: row.isFeatured,
    isPerishable: row.isPerishable,
    tags: row.tags,
    deliveryType: row.deliveryType,
    deliveryCharge: paiseToRupees(row.deliveryChargePaise),
    deliveryTimeEstimate: row.deliveryTimeEstimate,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    casNumber: row.casNumber,
    formula: row.formula,
    grade: row.grade,
    purity: row.purity,
    // One row per part, so the trail says which part of the label changed.
    ghsPictograms: row.ghs?.pictograms ?? [],
    ghsSignalWord: row.ghs?.signalWord ?? null,
    hazardStatements: row.ghs?.hazardStatements ?? [],
    precautionaryStatements: row.ghs?.precautionaryStatements ?? [],
    variants: row.variantsEnabled
      ? variants.map((v) => `${v.name} ₹${paiseToRupees(v.sellingPricePaise).toFixed(2)}`)
      : [],
    specs: row.specs.map((spec) => `${spec.key}: ${spec.value}`),
    attributes: attributes.map(
      (a) => `${a.label}: ${formatAttributeValue(a.kind, a.value, a.unit)}`,
    ),
    images: images.length,
  };
  // A variant's count is keyed by its id, so renaming it is not read as a stock change.
  const stock: Snapshot = {};
  const stockLabels: Record<string, { label: string; storedAs: string }> = {};
  if (row.variantsEnabled) {
    for (const variant of variants) {
      stock[`variant:${variant.id}`] = variant.onHand;
      const label = `stock (${variant.name})`;
      stockLabels[`variant:${variant.id}`] = { label, storedAs: label };
    }
  } else {
    stock.stock = Number(row.onHand);
    stockLabels.stock = { label: 'stock', storedAs: 'stock' };
  }
  return { name: row.name, categoryId: row.categoryId, fields, stock, stockLabels };
}

/** The rows an edit writes: a 'product' row if a field changed, a 'stock-adjustment' if a count did. */
export function productEditEntries(
  actorUserId: string,
  id: string,
  before: ProductAuditState,
  after: ProductAuditState,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const fields = describeChange(after.name, before.fields, after.fields, FIELD_LABELS);
  if (fields)
    entries.push({ actorUserId, kind: 'product', entityId: id, action: 'updated', ...fields });
  const labels = { ...before.stockLabels, ...after.stockLabels };
  const stock = describeChange(after.name, before.stock, after.stock, labels);
  if (stock) {
    entries.push({
      actorUserId,
      kind: 'stock-adjustment',
      entityId: id,
      action: 'adjusted',
      ...stock,
    });
  }
  return entries;
}

function whole(state: ProductAuditState): Snapshot {
  return {
    ...pickKeys(state.fields, Object.keys(state.fields)),
    ...pickKeys(state.stock, Object.keys(state.stock), state.stockLabels),
  };
}

function headline(state: ProductAuditState): string {
  const { sku, sellingPrice } = state.fields;
  return `${state.name} (SKU ${String(sku)}, ₹${Number(sellingPrice).toFixed(2)})`;
}

export async function recordProductCreated(tx: Tx, actorUserId: string, id: string): Promise<void> {
  const state = await productAuditState(tx, id);
  if (!state) return;
  await recordAudit(tx, {
    actorUserId,
    kind: 'product',
    entityId: id,
    action: 'created',
    summary: `Added ${headline(state)}`,
    after: whole(state),
  });
}

export async function recordProductEdited(
  tx: Tx,
  actorUserId: string,
  id: string,
  before: ProductAuditState | null,
): Promise<void> {
  const after = await productAuditState(tx, id);
  if (!before || !after) return;
  await recordAudit(tx, productEditEntries(actorUserId, id, before, after));
}

export async function recordProductDeleted(
  tx: Tx,
  actorUserId: string,
  id: string,
  before: ProductAuditState,
): Promise<void> {
  await recordAudit(tx, {
    actorUserId,
    kind: 'product',
    entityId: id,
    action: 'deleted',
    summary: `Deleted ${headline(before)}`,
    before: whole(before),
  });
}
