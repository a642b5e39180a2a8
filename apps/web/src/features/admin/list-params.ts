import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's filters, sort and page, kept in the URL: a link to a filtered list works, a
 * reload keeps it, and Back from a detail page returns to the same rows. Values equal to their
 * default are left out of the URL, so the plain list keeps its plain address.
 */
export function useListParams<const Keys extends string>(defaults: Record<Keys, string>) {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = useMemo(() => {
    const read = {} as Record<Keys, string>;
    for (const key of Object.keys(defaults) as Keys[]) {
      read[key] = searchParams.get(key) ?? defaults[key];
    }
    return read;
    // `defaults` is a literal per render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams, JSON.stringify(defaults)]);

  /**
   * Sets some values. Any change but the page's own goes back to page 1: page 4 of the old
   * filter means nothing under the new one. The page replaces the history entry so typing a
   * search does not fill Back with every keystroke; a filter change is a step Back undoes.
   */
  const update = useCallback(
    (changes: Partial<Record<Keys | 'page', string>>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [Keys, string | undefined][]) {
            const fallback = key === 'page' ? '1' : (defaults[key] ?? '');
            if (value === undefined || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, JSON.stringify(defaults)],
  );

  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const page = pageNumber(searchParams.get('page'));
  const isFiltered = [...searchParams.keys()].some((key) => key !== 'page');

  return { values, update, reset, page, isFiltered } as const;
}

/** The URL's page, or 1 for anything that is not a small positive whole number. */
export function pageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
