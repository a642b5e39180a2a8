// What the back office's audit trail records: the kind of thing an admin changed.
export const AUDIT_KINDS = [
  'product',
  'category',
  'banner',
  'order-status',
  'refund',
  'return',
  'stock-adjustment',
  'import',
  'quote',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How the trail's screen names each kind of change. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  product: 'Product',
  category: 'Category',
  banner: 'Banner',
  'order-status': 'Order status',
  refund: 'Refund',
  return: 'Return',
  'stock-adjustment': 'Stock adjustment',
  import: 'Import',
  quote: 'Quote',
};

// The trail's pages (GET /api/admin/audit?page=&limit=).
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

// Long-running back-office work (CSV imports) that the admin watches with a progress bar.
export const ADMIN_TASK_KINDS = ['product-import', 'stock-import'] as const;
export type AdminTaskKind = (typeof ADMIN_TASK_KINDS)[number];

export const ADMIN_TASK_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AdminTaskState = (typeof ADMIN_TASK_STATES)[number];
