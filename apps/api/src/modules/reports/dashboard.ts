import type { DashboardResponse } from '@labshop/domain/api/reports';
import type { DashboardWindow } from '@labshop/domain/reports';
import { paiseToRupees } from '@labshop/domain/money';
import type { Db } from '../../db/client.ts';
import { countProducts } from '../admin/products/queries.ts';
import { countReturnsByState } from '../returns/queries.ts';
import { openOrderCounts, paidByDay, refundedByDay, topProducts } from './dashboard-queries.ts';
import { indiaDay, lastIndiaDays } from './india-periods.ts';

/**
 * What an owner looks at first: the window's takings (paid orders minus completed refunds) day
 * by day, and what waits for someone right now. Low stock and returns are counted by their own
 * modules, so the numbers match the sidebar's badges and the lists they link to.
 */
export async function getDashboard(
  db: Db,
  window: DashboardWindow,
  now = new Date(),
): Promise<DashboardResponse> {
  const days = Number(window);
  const range = lastIndiaDays(days, now);
  const [paid, refunded, top, open, stock, returnStates] = await Promise.all([
    paidByDay(db, range),
    refundedByDay(db, range),
    topProducts(db, range),
    openOrderCounts(db),
    countProducts(db),
    countReturnsByState(db),
  ]);
  const paidOn = new Map(paid.map((row) => [row.day, row]));
  const refundedOn = new Map(refunded.map((row) => [row.day, row.paise]));
  const revenueByDay = range.days.map((day) => {
    const takings = paidOn.get(day);
    return {
      day,
      revenue: paiseToRupees((takings?.paise ?? 0) - (refundedOn.get(day) ?? 0)),
      orders: takings?.orders ?? 0,
    };
  });
  const paidPaise = paid.reduce((sum, row) => sum + row.paise, 0);
  const refundedPaise = refunded.reduce((sum, row) => sum + row.paise, 0);
  return {
    days,
    from: range.days[0] ?? indiaDay(now),
    to: indiaDay(now),
    revenue: paiseToRupees(paidPaise - refundedPaise),
    orders: paid.reduce((sum, row) => sum + row.orders, 0),
    refunds: paiseToRupees(refundedPaise),
    revenueByDay,
    waitingToPack: open.waitingToPack,
    paymentsPending: open.paymentsPending,
    returnsToHandle: (returnStates.get('requested') ?? 0) + (returnStates.get('approved') ?? 0),
    lowStockProducts: stock.lowStock,
    topProducts: top.map((row) => ({
      productId: row.productId,
      name: row.name,
      quantity: row.quantity,
      revenue: paiseToRupees(row.paise),
    })),
  };
}
