import { formatRupees } from '@labshop/domain/money';

// Turns two snapshots of a changed thing into what the trail keeps: only the fields that
// changed (before and after), and one line a person reads. Snapshots hold plain values the
// admin recognises (rupees, names, counts), never images or whole blobs.

export type AuditValue = string | number | boolean | null | readonly string[];
export type Snapshot = Record<string, AuditValue>;

/** How a field reads in the summary: its label, and money fields with the ₹ sign. */
export interface FieldLabel {
  label: string;
  isMoney?: boolean;
  /** The name the stored before/after use, when the compared key is not one to show (an id). */
  storedAs?: string;
}
export type FieldLabels = Readonly<Record<string, FieldLabel>>;

const SUMMARY_FIELDS_MAX = 4;
const SUMMARY_VALUE_MAX = 40;
// Compared in full, stored clipped: a long description's change is seen, not copied whole.
const STORED_TEXT_MAX = 200;

function isSame(a: AuditValue | undefined, b: AuditValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The keys whose values differ, in the order the after (else before) snapshot lists them. */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => !isSame(before[key], after[key]));
}

function clip(value: AuditValue): AuditValue {
  if (typeof value !== 'string' || value.length <= STORED_TEXT_MAX) return value;
  return `${value.slice(0, STORED_TEXT_MAX - 1)}…`;
}

/** The named fields of a snapshot, long texts clipped, missing ones null. */
export function pickKeys(
  snapshot: Snapshot,
  keys: readonly string[],
  labels: FieldLabels = {},
): Snapshot {
  return Object.fromEntries(
    keys.map((key) => [labels[key]?.storedAs ?? key, clip(snapshot[key] ?? null)]),
  );
}

function shown(value: AuditValue | undefined, isMoney = false): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isMoney && typeof value === 'number') return formatRupees(value);
  const text = Array.isArray(value) ? value.join(', ') || '—' : String(value);
  return text.length > SUMMARY_VALUE_MAX ? `${text.slice(0, SUMMARY_VALUE_MAX - 1)}…` : text;
}

/** 'Beaker 250 ml: price ₹120.00 → ₹110.00, stock 5 → 8' (at most four fields, then "+n more"). */
export function changeSummary(
  subject: string,
  keys: readonly string[],
  before: Snapshot,
  after: Snapshot,
  labels: FieldLabels,
): string {
  const parts = keys.slice(0, SUMMARY_FIELDS_MAX).map((key) => {
    const field = labels[key] ?? { label: key };
    return `${field.label} ${shown(before[key], field.isMoney)} → ${shown(after[key], field.isMoney)}`;
  });
  if (keys.length > SUMMARY_FIELDS_MAX) parts.push(`+${keys.length - SUMMARY_FIELDS_MAX} more`);
  return parts.length > 0 ? `${subject}: ${parts.join(', ')}` : subject;
}

/** The change between two snapshots, or null when nothing the trail keeps has changed. */
export function describeChange(
  subject: string,
  before: Snapshot,
  after: Snapshot,
  labels: FieldLabels,
): { summary: string; before: Snapshot; after: Snapshot } | null {
  const keys = changedKeys(before, after);
  if (keys.length === 0) return null;
  return {
    summary: changeSummary(subject, keys, before, after, labels),
    before: pickKeys(before, keys, labels),
    after: pickKeys(after, keys, labels),
  };
}
