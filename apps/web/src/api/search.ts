import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { api } from './client.ts';

/** Header search suggestions (SPEC part 7); the caller aborts the previous request. */
export function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  return api.get<SearchSuggestion[]>(
    `/api/user/products/search?query=${encodeURIComponent(query)}`,
    { signal },
  );
}
