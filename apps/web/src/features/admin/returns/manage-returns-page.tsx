import { useState } from 'react';
import { TriangleAlert, Undo2 } from 'lucide-react';
import { RETURN_STATES } from '@labshop/domain/refunds';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { RETURN_STATE_LABELS } from '../../../components/return-state-badge.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { AdminOnly } from '../orders/admin-only.tsx';
import {
  ADMIN_RETURNS_PAGE_SIZE,
  ADMIN_RETURNS_TEXT,
  useAdminReturns,
  type StateFilter,
} from './api.ts';
import { ReturnCard } from './return-card.tsx';

const LEAD = 'Returns shoppers asked for: approve or reject them, then receive the goods.';

export function ManageReturnsPage() {
  usePageMeta('Manage Returns', LEAD);
  return (
    <PageFrame title="Manage Returns" lead={LEAD}>
      <AdminOnly>
        <ReturnsQueue />
      </AdminOnly>
    </PageFrame>
  );
}

function ReturnsQueue() {
  const [page, setPage] = useState(1);
  // What needs a decision comes first; every other state is one choice away.
  const [state, setState] = useState<StateFilter>('requested');
  const returns = useAdminReturns(page, state);
  const counts = returns.data?.counts;

  const filter = (
    <SelectField
      label="Show"
      value={state}
      onChange={(event) => {
        setState(event.target.value as StateFilter);
        setPage(1);
      }}
      className="w-full max-w-64"
    >
      {RETURN_STATES.map((value) => (
        <option key={value} value={value}>
          {RETURN_STATE_LABELS[value]}
          {counts ? ` (${counts[value]})` : ''}
        </option>
      ))}
      <option value="all">All returns</option>
    </SelectField>
  );

  if (returns.isPending) {
    return (
      <div className="space-y-4">
        {filter}
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </div>
    );
  }
  if (returns.isError) {
    return (
      <div role="alert">
        <EmptyState icon={TriangleAlert} title={ADMIN_RETURNS_TEXT.fetchFailed} />
      </div>
    );
  }
  const { returns: rows, total } = returns.data;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {filter}
        <p className="text-sm text-slate-600">
          {total} {total === 1 ? 'return' : 'returns'}
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={Undo2} title="No returns found.">
          {state === 'requested'
            ? 'Nothing is waiting for a decision.'
            : 'Try another choice above.'}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {rows.map((item) => (
            <li key={item._id}>
              <ReturnCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
