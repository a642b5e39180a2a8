import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@labshop/domain/api/reports';
import {
  DASHBOARD_WINDOWS,
  DEFAULT_DASHBOARD_WINDOW,
  FIRST_GST_MONTH,
  type DashboardWindow,
} from '@labshop/domain/reports';
import { api, apiUrl } from '../../../api/client.ts';
import { ADMIN_KEY } from '../admin-query.ts';

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  lead: 'Takings, orders and what needs doing today.',
  fetchFailed: 'The dashboard',
} as const;

/** The window the URL asks for, or the default for anything else. */
export function windowFromParam(value: string | null): DashboardWindow {
  return DASHBOARD_WINDOWS.find((period) => period === value) ?? DEFAULT_DASHBOARD_WINDOW;
}

export function useDashboard(period: DashboardWindow) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'dashboard', period],
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>(`/api/admin/dashboard?days=${period}`, { signal }),
    // The old window's figures stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** YYYY-MM of a date as the browser's calendar has it (India's, for the shop's admins). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month an accountant files next: the one before this. */
export function lastMonth(today = new Date()): string {
  return monthOf(new Date(today.getFullYear(), today.getMonth() - 1, 1));
}

export function isReturnMonth(month: string, today = new Date()): boolean {
  return MONTH_PATTERN.test(month) && month >= FIRST_GST_MONTH && month <= monthOf(today);
}

export const gstr1Url = (month: string) =>
  apiUrl(`/api/admin/reports/gstr1?month=${encodeURIComponent(month)}`);
