import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { ClipboardList } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  parseQuickOrderText,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  type QuickOrderLine,
  type QuickOrderProblem,
  type QuickOrderResponse,
} from '@labshop/domain/quick-order';
import { CART_QUERY_KEY } from '../../api/cart.ts';
import { api } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';
import { useSession } from '../../api/session.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

const FAILED = 'The lines could not be checked. Try again.';
const EXAMPLE = 'GW-BKR-250, 4\nMT-ME204, 1';

type Result = {
  /** What was asked: the lines as the server answered them, matched or not. */
  rows: Row[];
  /** The good lines, sent again to add them. */
  lines: QuickOrderLine[];
  isAdded: boolean;
};

type Row = {
  line: number;
  sku: string;
  name: string | null;
  quantity: number | null;
  message: string;
  tone: 'ok' | 'warning' | 'problem';
};

/**
 * `/quick-order`: a buyer pastes "SKU, quantity" lines (or uploads a CSV of them), sees each
 * line matched to a product or why not, and adds the good lines to the cart in one request.
 */
export function QuickOrderPage() {
  usePageMeta('Quick order', 'Order by SKU: paste or upload lines of SKU and quantity.');
  const session = useSession();
  const queryClient = useQueryClient();
  const textId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const send = useMutation({
    mutationFn: (body: { lines: QuickOrderLine[]; dryRun: boolean }) =>
      api.post<QuickOrderResponse>('/api/user/quick-order', body),
  });

  if (!session.isLoading && !session.loggedIn) return <Navigate to="/login" replace />;

  function check(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const parsed = parseQuickOrderText(text);
    const general = parsed.problems.find((problem) => problem.line === 0);
    if (general) return setError(general.message);
    setError(null);
    if (parsed.lines.length === 0) {
      return setResult({ rows: parsed.problems.map(problemRow), lines: [], isAdded: false });
    }
    submit(parsed.lines, true, parsed.problems);
  }

  function submit(lines: QuickOrderLine[], dryRun: boolean, localProblems: QuickOrderProblem[]) {
    send.mutate(
      { lines, dryRun },
      {
        onSuccess: (answer) => {
          const rows = [
            ...answer.added.map((added): Row => ({
              line: added.line,
              sku: added.sku,
              name: added.name,
              quantity: added.quantity,
              message: dryRun
                ? added.isClamped
                  ? added.message
                  : 'Ready to add'
                : added.isClamped
                  ? added.message
                  : 'Added to your cart',
              tone: added.isClamped ? 'warning' : 'ok',
            })),
            ...[...localProblems, ...answer.problems].map(problemRow),
          ].sort((a, b) => a.line - b.line);
          const good = new Set(answer.added.map((added) => added.line));
          setResult({
            rows,
            lines: lines.filter((line) => good.has(line.line)),
            isAdded: !dryRun,
          });
          if (!dryRun) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        },
        onError: (failure) => setError(serverMessage(failure) ?? FAILED),
      },
    );
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    // Checked before reading: the page never loads a large file into memory.
    if (file.size > QUICK_ORDER_MAX_CHARS) return setError(QUICK_ORDER_MESSAGES.tooLong);
    setError(null);
    setText(await file.text());
  }

  const readyCount = result && !result.isAdded ? result.lines.length : 0;

  return (
    <PageFrame
      title="Quick order"
      width="narrow"
      lead={`Order by SKU: paste up to ${QUICK_ORDER_MAX_LINES} lines of SKU and quantity, or upload them as a CSV file.`}
    >
      {session.isAdmin ? (
        <EmptyState icon={ClipboardList} title="Quick order belongs to shopper accounts.">
          Log in as a shopper to order by SKU.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <form
            onSubmit={check}
            className="space-y-4 rounded-ui border border-slate-200 bg-white p-4 shadow-card sm:p-6"
          >
            <div className="space-y-1.5">
              <label htmlFor={textId} className="block text-sm font-semibold text-slate-900">
                SKU, quantity — one line each
              </label>
              <p id={hintId} className="text-sm text-slate-600">
                Separate them with a comma, a tab (pasted from a spreadsheet) or a space.
              </p>
              <textarea
                id={textId}
                aria-describedby={hintId}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setResult(null);
                }}
                maxLength={QUICK_ORDER_MAX_CHARS}
                rows={8}
                placeholder={EXAMPLE}
                spellCheck={false}
                className="block w-full rounded-ui border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:border-primary-600"
              />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <label className="inline-flex h-11 cursor-pointer items-center rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-primary-600 hover:bg-slate-50">
                Upload a CSV
                <input
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  onChange={(event) => void readFile(event)}
                  className="sr-only"
                />
              </label>
              <Button
                type="submit"
                isBusy={send.isPending && send.variables?.dryRun === true}
                busyLabel="Checking…"
              >
                Check lines
              </Button>
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error}
              </p>
            )}
          </form>

          {result && (
            <section aria-labelledby="quick-order-result" className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="quick-order-result" className="text-lg font-semibold text-slate-900">
                  {result.isAdded ? 'Added to your cart' : 'Your lines'}
                </h2>
                {readyCount > 0 && (
                  <Button
                    onClick={() => submit(result.lines, false, [])}
                    isBusy={send.isPending}
                    busyLabel="Adding…"
                  >
                    {`Add ${readyCount} ${readyCount === 1 ? 'line' : 'lines'} to cart`}
                  </Button>
                )}
                {result.isAdded && (
                  <Link
                    to="/cart"
                    className="inline-flex h-11 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
                  >
                    Go to cart
                  </Link>
                )}
              </div>
              <ResultTable rows={result.rows} />
            </section>
          )}
        </div>
      )}
    </PageFrame>
  );
}

function problemRow(problem: QuickOrderProblem): Row {
  return {
    line: problem.line,
    sku: problem.sku,
    name: null,
    quantity: null,
    message: problem.message,
    tone: 'problem',
  };
}

const TONE = {
  ok: 'text-primary-800',
  warning: 'text-sale-800',
  problem: 'text-danger-700',
} as const;

/** A table at 768 px and up; below, each line stacks into a small card. */
function ResultTable({ rows }: { rows: Row[] }) {
  return (
    <div className="overflow-hidden rounded-ui border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 max-md:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={`${row.line}-${row.sku}`}
              className="max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:p-3"
            >
              <td className="px-3 py-2 text-slate-500 tabular-nums max-md:p-0">
                <span className="md:sr-only">Line </span>
                {row.line}
              </td>
              <td className="px-3 py-2 font-mono text-slate-900 max-md:p-0 md:whitespace-nowrap">
                {row.sku}
              </td>
              <td className="px-3 py-2 text-slate-800 max-md:basis-full max-md:p-0">
                {row.name ?? <span className="text-slate-400">—</span>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums max-md:p-0">
                {row.quantity !== null && (
                  <>
                    <span className="md:sr-only">Quantity </span>
                    {row.quantity}
                  </>
                )}
              </td>
              <td
                className={`px-3 py-2 font-medium max-md:basis-full max-md:p-0 ${TONE[row.tone]}`}
              >
                {row.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
