import { AUDIT_KINDS, type AuditKind } from '@labshop/domain/audit';

// The trail's filters as the URL holds them (?actor=&kind=&from=&to=&page=), so a filtered
// view survives Back, a reload and a shared link. A hand-edited value the server would refuse
// is dropped here instead of ending in an error.

export interface AuditFilters {
  actor: string;
  kind: AuditKind | '';
  from: string;
  to: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const PAGE_MAX = 10_000;

function isKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor') ?? '';
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  const isFrom = DAY.test(from);
  const isTo = DAY.test(to);
  const isOrdered = !isFrom || !isTo || from <= to;
  return {
    actor: UUID.test(actor) ? actor : '',
    kind: isKind(kind) ? kind : '',
    from: isFrom && isOrdered ? from : '',
    to: isTo && isOrdered ? to : '',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The search params of these filters, empty ones and page 1 left out. */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Boolean(filters.actor || filters.kind || filters.from || filters.to);
}
