// The back office's report periods and their messages, shared by the API's schemas and the
// dashboard screen (docs/product/back-office.md).

/** The dashboard's windows in India days: today, a week, a month. */
export const DASHBOARD_WINDOWS = ['1', '7', '30'] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];
export const DEFAULT_DASHBOARD_WINDOW: DashboardWindow = '7';

/** GSTR-1 begins with GST itself, in July 2017. */
export const FIRST_GST_MONTH = '2017-07';

export const REPORT_MESSAGES = {
  days: 'Days must be 1, 7 or 30.',
  month: 'Month must be a month as YYYY-MM.',
  futureMonth: 'That month has not started yet.',
  tooOld: `Returns can be prepared for months from ${FIRST_GST_MONTH} on.`,
} as const;
