import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface ListPlace {
  search: string;
  /** From 0. */
  page: number;
  pageSize: number;
}

/** `?search=&page=&size=` read leniently: a hand-edited address falls back to the first page of 20. */
function placeOf(params: URLSearchParams): ListPlace {
  const size = Number(params.get('size'));
  return {
    search: params.get('search') ?? '',
    page: Math.max(0, Math.floor(Number(params.get('page')) || 1) - 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/**
 * The list's place (search, page, page size) lives in the address, as the record list's
 * does: Edit → Back, a reload or a bookmark shows the same rows. Changes replace the
 * entry, so Back leaves the list rather than stepping through its pages.
 */
export function useListPlace(): [ListPlace, (change: Partial<ListPlace>) => void] {
  const [params, setParams] = useSearchParams();
  const place = placeOf(params);
  const move = useCallback(
    (change: Partial<ListPlace>) =>
      setParams(
        (current) => {
          const next = { ...placeOf(current), ...change };
          const out = new URLSearchParams();
          if (next.search) out.set('search', next.search);
          if (next.page > 0) out.set('page', String(next.page + 1));
          if (next.pageSize !== PAGE_SIZES[0]) out.set('size', String(next.pageSize));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [place, move];
}
