/**
 * An admin list's search text kept in its URL (`/admin/users?search=asha`), so going to a row's details and
 * back (the browser's Back, or the page's back link) finds the list searched as it was.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type Pager, usePager } from '#web/lib/pager';

/**
 * The list's pager, opened with the search text of the URL's `param`, and the Search box's props: the text to
 * open with and `onSearch`, which searches and writes the text into the URL (replacing the entry, so Back
 * leaves the list rather than stepping through every search typed).
 */
export function useUrlSearch(param: string): {
  pager: Pager;
  searchBox: { initialText: string; onSearch: (text: string) => void };
} {
  const [params, setParams] = useSearchParams();
  const initialText = params.get(param) ?? '';
  const pager = usePager(initialText);
  const { setSearch } = pager;
  // Read through refs, so `onSearch` stays the same function and the box's pause is not restarted.
  const current = useRef({ params, setParams });
  current.current = { params, setParams };
  const onSearch = useCallback(
    (text: string) => {
      setSearch(text);
      const kept = text.trim();
      if ((current.current.params.get(param) ?? '') === kept) return;
      current.current.setParams(
        (before) => {
          const next = new URLSearchParams(before);
          if (kept) next.set(param, kept);
          else next.delete(param);
          return next;
        },
        { replace: true },
      );
    },
    [param, setSearch],
  );
  return { pager, searchBox: { initialText, onSearch } };
}

/** What a row's view link hands its details page: the list's address with its search, for the back link. */
export interface FromListState {
  list: string;
}

/** The list's address with its search as the view link left it, for the details page's back link. */
export function useBackToList(listPath: string): string {
  const list = (useLocation().state as Partial<FromListState> | null)?.list;
  return typeof list === 'string' && (list === listPath || list.startsWith(`${listPath}?`)) ? list : listPath;
}
