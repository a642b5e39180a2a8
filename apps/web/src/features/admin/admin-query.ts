import { useQueryClient } from '@tanstack/react-query';

// Every admin query key starts with 'admin'. A change marks every answer but the session
// stale: admin lists (a category's product count, a product's category name) and the
// storefront's cached pages alike, so each shows the change when next on screen.
export const ADMIN_KEY = 'admin';

export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}
