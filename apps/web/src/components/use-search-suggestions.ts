import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { fetchSuggestions } from '../api/search.ts';

type Fetcher = (query: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;

/**
 * Every change asks for suggestions, without debounce (docs/product). Each new request aborts the
 * previous one, so an older, slower answer can never overwrite a newer one.
 */
export function useSearchSuggestions(fetcher: Fetcher = fetchSuggestions) {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [answeredQuery, setAnsweredQuery] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setSuggestions([]);
    setAnsweredQuery(null);
  }, []);

  const request = useCallback(
    (text: string) => {
      const query = text.trim();
      if (!query) {
        clear();
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      fetcher(query, controller.signal).then(
        (items) => {
          if (controller.signal.aborted) return;
          setSuggestions(items);
          setAnsweredQuery(query);
        },
        (error: unknown) => {
          // Search failures are only logged: the dropdown simply stays as it was.
          if (!controller.signal.aborted) console.error('Search suggestions failed', error);
        },
      );
    },
    [clear, fetcher],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);

  return { suggestions, answeredQuery, request, clear };
}
