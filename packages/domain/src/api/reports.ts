import { z } from 'zod';
import {
  DASHBOARD_WINDOWS,
  DEFAULT_DASHBOARD_WINDOW,
  FIRST_GST_MONTH,
  REPORT_MESSAGES,
} from '../reports.ts';

// The back office's figures (docs/product/back-office.md, Dashboard and GST returns): money in
// rupees, days as India's calendar days (YYYY-MM-DD).

export const dashboardQuerySchema = z.object({
  days: z
    .enum(DASHBOARD_WINDOWS, { error: REPORT_MESSAGES.days })
    .default(DEFAULT_DASHBOARD_WINDOW)
    .describe('The window: 1 (today), 7 or 30 days, counted in India time'),
});

const revenueDaySchema = z.object({
  /** An India calendar day, YYYY-MM-DD. */
  day: z.string(),
  /** Paid that day minus refunds completed that day: may be negative. */
  revenue: z.number(),
  orders: z.number().int(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

const topProductSchema = z.object({
  /** Null when the product has since been deleted (its lines keep their name). */
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const dashboardResponseSchema = z.object({
  days: z.number().int(),
  /** The window's first and last India day. */
  from: z.string(),
  to: z.string(),
  /** Paid orders of the window minus refunds completed in it. */
  revenue: z.number(),
  /** Orders whose payment succeeded in the window. */
  orders: z.number().int(),
  refunds: z.number(),
  /** One entry per day of the window, oldest first, days without sales included. */
  revenueByDay: z.array(revenueDaySchema),
  /** Right now, whatever the window. */
  waitingToPack: z.number().int(),
  paymentsPending: z.number().int(),
  returnsToHandle: z.number().int(),
  lowStockProducts: z.number().int(),
  topProducts: z.array(topProductSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const gstr1QuerySchema = z.object({
  month: z
    .string({ error: REPORT_MESSAGES.month })
    .max(7, REPORT_MESSAGES.month)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORT_MESSAGES.month)
    .refine((month) => month >= FIRST_GST_MONTH, REPORT_MESSAGES.tooOld)
    .describe('The return period, YYYY-MM (India time)'),
});
