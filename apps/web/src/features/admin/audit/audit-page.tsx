import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AuditEvent } from '@labshop/domain/api/audit';
import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@labshop/domain/audit';
import { formatOrderTime } from '../../../components/date-time.ts';
import { TextField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { DataTable, type Column } from '../data-table.tsx';
import { FilterBar } from '../list-bars.tsx';
import { FilterSelect, type FilterOptions } from '../filter-select.tsx';
import { AUDIT_PAGE_SIZE, AUDIT_TEXT, useAuditActors, useAuditEvents } from './api.ts';
import {
  auditFilterParams,
  hasAuditFilters,
  parseAuditFilters,
  type AuditFilters,
} from './audit-filters.ts';
import { AuditLink } from './audit-link.tsx';
import { AuditValues, hasValues } from './audit-values.tsx';

const LEAD =
  'Every change made in the back office: who made it, when, and the values before and after.';

export function AuditPage() {
  usePageMeta('Audit trail', LEAD);
  return (
    <PageFrame title="Audit trail" lead={LEAD}>
      <AuditTrail />
    </PageFrame>
  );
}

const KIND_OPTIONS: FilterOptions = [
  ['', 'All kinds'],
  ...AUDIT_KINDS.map((kind) => [kind, AUDIT_KIND_LABELS[kind]] as const),
];

const COLUMNS: Column<AuditEvent>[] = [
  {
    header: 'When',
    cell: (event) => <time dateTime={event.at}>{formatOrderTime(event.at)}</time>,
    className: 'md:whitespace-nowrap',
  },
  {
    header: 'Who',
    cell: (event) => (
      <span className="min-w-0">
        <span className="block font-medium">{event.actor?.name ?? 'The shop'}</span>
        {event.actor && (
          <span className="block text-xs break-all text-slate-500 md:break-normal md:whitespace-nowrap">
            {event.actor.email}
          </span>
        )}
      </span>
    ),
  },
  {
    header: 'Kind',
    cell: (event) => (
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-300">
        {AUDIT_KIND_LABELS[event.kind]}
      </span>
    ),
  },
  {
    header: 'Change',
    isBlock: true,
    className: 'md:w-1/2',
    cell: (event) => (
      <span className="block min-w-0">
        <span className="block break-words">{event.summary || event.action}</span>
        {hasValues(event) && <AuditValues event={event} />}
      </span>
    ),
  },
];

function AuditTrail() {
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const events = useAuditEvents(filters);
  const actors = useAuditActors();
  // Each change of filter is its own history entry, so Back steps to the view before it.
  const change = (patch: Partial<AuditFilters>) =>
    setParams(auditFilterParams({ ...filters, page: 1, ...patch }));
  const total = events.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <FilterBar
        isFiltered={hasAuditFilters(filters)}
        onClear={() => change({ actor: '', kind: '', from: '', to: '' })}
      >
        <FilterSelect
          label="Admin"
          value={filters.actor}
          options={[
            ['', 'All admins'],
            ...(actors.data ?? []).map(
              (actor) => [actor._id, `${actor.name} (${actor.email})`] as const,
            ),
          ]}
          onChange={(actor) => change({ actor })}
        />
        <FilterSelect
          label="Kind"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => change({ kind: kind as AuditFilters['kind'] })}
        />
        <TextField
          className="w-[calc(50%-0.375rem)] sm:w-44"
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          className="w-[calc(50%-0.375rem)] sm:w-44"
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
      </FilterBar>
      {events.data && total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {total} {total === 1 ? 'change' : 'changes'}, newest first
        </p>
      )}
      <DataTable
        caption="Admin changes, newest first"
        columns={COLUMNS}
        rows={events.data?.events}
        rowId={(event) => event._id}
        rowLabel={(event) => event.summary || event.action}
        isPending={events.isPending}
        isError={events.isError}
        errorMessage={AUDIT_TEXT.fetchFailed}
        empty={{
          icon: History,
          title: 'No changes found.',
          body: hasAuditFilters(filters)
            ? 'Nothing matches these filters. Try a wider date range or another admin or kind.'
            : 'Changes made in the back office appear here.',
        }}
        actions={(event) => <AuditLink event={event} />}
        pagination={{
          page: filters.page,
          pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
          onPage: (page) => setParams(auditFilterParams({ ...filters, page })),
        }}
      />
    </div>
  );
}
