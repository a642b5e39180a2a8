import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminTask, ImportStarted } from '@labshop/domain/api/admin-tasks';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY } from '../admin-query.ts';

export type ImportKind = 'products' | 'stock';

const IMPORT_PATHS: Record<ImportKind, string> = {
  products: '/api/admin/products/import',
  stock: '/api/admin/stock/import',
};

export const PRODUCT_EXPORT_PATH = '/api/admin/products/export.csv';

/** Uploads the CSV; the server answers at once with the job that checks (and maybe writes) it. */
export function useStartImport(kind: ImportKind) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append('file', file);
      return api.post<ImportStarted>(IMPORT_PATHS[kind], form);
    },
  });
}

export const isFinished = (task: AdminTask | undefined) =>
  task?.state === 'succeeded' || task?.state === 'failed';

/** The job's progress, asked for every half second until it has finished. */
export function useImportJob(jobId: string | null) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'jobs', jobId],
    queryFn: ({ signal }) =>
      api.get<AdminTask>(`/api/admin/jobs/${encodeURIComponent(jobId ?? '')}`, { signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 500),
    // A finished job never changes: no refetch when the window regains focus.
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}
