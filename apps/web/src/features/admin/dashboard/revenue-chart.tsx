import type { RevenueDay } from '@labshop/domain/api/reports';
import { formatRupees } from '@labshop/domain/money';

// Revenue per day as plain SVG bars: a month is at most 30 bars with no zoom or axes to
// manage, so no chart library earns its weight here. The numbers are also a table for
// screen readers, and each bar tells its day and amount on hover.

const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "26 Nov" for an India day given as YYYY-MM-DD. */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function RevenueChart({ days }: { days: readonly RevenueDay[] }) {
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const min = Math.min(0, ...days.map((d) => d.revenue));
  const span = max - min || 1;
  const zeroY = (max / span) * HEIGHT;
  const hasSales = days.some((d) => d.revenue !== 0);
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <figure className="m-0">
      <figcaption className="text-sm font-semibold text-slate-900">Revenue per day</figcaption>
      {!hasSales ? (
        <p className="mt-3 rounded-ui border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          No sales in these days.
        </p>
      ) : (
        <div className="mt-3 flex gap-2">
          <div
            aria-hidden="true"
            className="flex h-48 w-20 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
          >
            <span>{formatRupees(max)}</span>
            <span>{formatRupees(min)}</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg
              role="img"
              aria-label={`Revenue per day from ${shortDay(first?.day ?? '')} to ${shortDay(last?.day ?? '')}, at most ${formatRupees(max)} a day`}
              viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-48 w-full overflow-visible"
            >
              {days.map((d, i) => {
                const height = (Math.abs(d.revenue) / span) * HEIGHT;
                return (
                  <rect
                    key={d.day}
                    x={i * SLOT + (SLOT - BAR) / 2}
                    y={d.revenue >= 0 ? zeroY - height : zeroY}
                    width={BAR}
                    height={Math.max(height, d.revenue === 0 ? 0 : 0.5)}
                    className={d.revenue >= 0 ? 'fill-primary-600' : 'fill-sale-500'}
                  >
                    <title>{`${shortDay(d.day)}: ${formatRupees(d.revenue)}, ${d.orders} ${d.orders === 1 ? 'order' : 'orders'}`}</title>
                  </rect>
                );
              })}
              <line
                x1={0}
                x2={days.length * SLOT}
                y1={zeroY}
                y2={zeroY}
                vectorEffect="non-scaling-stroke"
                className="stroke-slate-300"
              />
            </svg>
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
              <span>{first ? shortDay(first.day) : ''}</span>
              <span>{last ? shortDay(last.day) : ''}</span>
            </div>
          </div>
        </div>
      )}
      <table className="sr-only">
        <caption>Revenue and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{formatRupees(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
