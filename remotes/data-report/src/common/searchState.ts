import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's search lives in the address (filters and page), so a reload, a bookmark or
 * the Back button shows the same rows again.
 */
export function useSearchState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const key = params.toString();
  // Keyed by the address text: a new object only when the search really changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaults[k]])) as Record<K, string>, [key]);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const write = useCallback(
    (next: Partial<Record<K, string>>, nextPage: number) => {
      const out = new URLSearchParams();
      for (const k of keys) if (next[k]) out.set(k, next[k]);
      if (nextPage > 1) out.set('page', String(nextPage));
      setParams(out);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, key],
  );

  return {
    filters,
    page,
    /** A new search starts on page 1 (a filter left out is no filter); answers whether anything changed. */
    search: (next: Partial<Record<K, string>>) => {
      const changed = page !== 1 || keys.some((k) => (next[k] ?? '') !== filters[k]);
      if (changed) write(next, 1);
      return changed;
    },
    setPage: (p: number) => write(filters, p),
  };
}
