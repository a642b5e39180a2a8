import { ReceiptText } from 'lucide-react';
import {
  QUOTE_STATE_LABELS,
  SHOWN_QUOTE_STATES,
  type ShownQuoteState,
} from '@labshop/domain/quote-status';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { DataTable } from '../data-table.tsx';
import { FilterSelect, type FilterOptions } from '../filter-select.tsx';
import { FilterBar } from '../list-bars.tsx';
import { useListParams } from '../list-params.ts';
import { AdminOnly } from '../orders/admin-only.tsx';
import { ADMIN_QUOTES_PAGE_SIZE, ADMIN_QUOTES_TEXT, useAdminQuotes } from './api.ts';
import { QUOTE_COLUMNS, QuoteLinkCell } from './quote-columns.tsx';

const LEAD = 'Buyers’ requests for prices: price and send them, or decline.';

const STATE_OPTIONS: FilterOptions = [
  ['', 'Any state'],
  ...SHOWN_QUOTE_STATES.map((state) => [state, QUOTE_STATE_LABELS[state]] as const),
];

function isState(value: string): value is ShownQuoteState {
  return (SHOWN_QUOTE_STATES as readonly string[]).includes(value);
}

export function ManageQuotesPage() {
  usePageMeta('Quotes', LEAD);
  return (
    <PageFrame title="Quotes" lead={LEAD}>
      <AdminOnly>
        <QuotesList />
      </AdminOnly>
    </PageFrame>
  );
}

function QuotesList() {
  const list = useListParams({ state: '' });
  const state = isState(list.values.state) ? list.values.state : '';
  const quotes = useAdminQuotes(list.page, state);
  const total = quotes.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_QUOTES_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <FilterBar isFiltered={list.isFiltered} onClear={list.reset}>
        <FilterSelect
          label="State"
          value={state}
          options={STATE_OPTIONS}
          onChange={(value) => list.update({ state: value })}
        />
      </FilterBar>
      <p className="text-sm text-slate-600" aria-live="polite">
        {quotes.isPending ? 'Loading quotes…' : `${total} ${total === 1 ? 'quote' : 'quotes'}`}
      </p>
      <DataTable
        caption="Quotes"
        columns={QUOTE_COLUMNS}
        rows={quotes.data?.quotes}
        rowId={(quote) => quote._id}
        rowLabel={(quote) => `quote ${quote.number}`}
        isPending={quotes.isPending}
        isError={quotes.isError}
        errorMessage={ADMIN_QUOTES_TEXT.fetchFailed}
        empty={{
          icon: ReceiptText,
          title: 'No quotes found.',
          body: state
            ? 'No quotes in this state.'
            : 'Requests appear here when buyers ask for prices.',
        }}
        actions={(quote) => <QuoteLinkCell quote={quote} />}
        pagination={{
          page: list.page,
          pageCount,
          onPage: (next) => list.update({ page: String(next) }),
        }}
      />
    </div>
  );
}
