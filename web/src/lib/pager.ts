/**
 * Where an admin table is: its search text, page size and page, over a list the server pages by cursor. The
 * server answers one page and the cursor of the next (absent on the last page); it has no page count and no way
 * back, so the pager keeps the cursor of every page visited: previous and first pages reuse them.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/constants';

/** Spec section 9: the admin tables offer 10, 20, 50 and 100 rows a page (50 until one is chosen). */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

/**
 * Last page: the server cannot page backwards or count, so "last" follows next-page cursors one page at a time
 * until a page has none, at most this many pages per press (each is one request). On a longer list it stops
 * there, on the furthest page reached, and a second press goes on from it.
 */
export const MAX_LAST_PAGE_STEPS = 20;

/** Spec section 5: the search text is trimmed and lowercased (the server matches it). */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase();
}

/** What one page is asked with: the list endpoints' `search`, `limit` and `cursor`. */
export interface PageRequest {
  search?: string;
  limit: string;
  cursor?: string;
}

interface PagerState {
  search: string;
  pageSize: number;
  /** The cursor that loads each page visited; the first page's is undefined. */
  cursors: readonly (string | undefined)[];
  index: number;
  /** Pages stepped so far on the way to the last page; null when not on the way. */
  seekSteps: number | null;
}

type PagerAction =
  | { type: 'search'; search: string }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'first' }
  | { type: 'previous' }
  | { type: 'next'; cursor: string }
  | { type: 'seekLast' }
  | { type: 'seekStep'; cursor: string }
  | { type: 'seekEnd' };

const START: PagerState = {
  search: '',
  pageSize: DEFAULT_PAGE_SIZE,
  cursors: [undefined],
  index: 0,
  seekSteps: null,
};

/** The page after the current one, reached with `cursor`; cursors of pages beyond it are dropped (stale now). */
function forward(state: PagerState, cursor: string): Pick<PagerState, 'cursors' | 'index'> {
  return { cursors: [...state.cursors.slice(0, state.index + 1), cursor], index: state.index + 1 };
}

function reduce(state: PagerState, action: PagerAction): PagerState {
  switch (action.type) {
    case 'search':
      // The same text (say, a trailing space typed) keeps the page; a new one starts from the first page.
      return action.search === state.search
        ? state
        : { ...START, pageSize: state.pageSize, search: action.search };
    case 'pageSize':
      // Cursors belong to the page size they were made with.
      return action.pageSize === state.pageSize
        ? state
        : { ...START, search: state.search, pageSize: action.pageSize };
    case 'first':
      return { ...state, index: 0, seekSteps: null };
    case 'previous':
      return { ...state, index: Math.max(0, state.index - 1), seekSteps: null };
    case 'next':
      return { ...state, ...forward(state, action.cursor), seekSteps: null };
    case 'seekLast':
      return { ...state, seekSteps: 0 };
    case 'seekStep':
      return state.seekSteps === null
        ? state
        : { ...state, ...forward(state, action.cursor), seekSteps: state.seekSteps + 1 };
    case 'seekEnd':
      return { ...state, seekSteps: null };
  }
}

export interface Pager {
  request: PageRequest;
  search: string;
  pageSize: number;
  /** 0 for the first page. */
  index: number;
  /** On the way to the last page. */
  seeking: boolean;
  seekSteps: number;
  setSearch: (text: string) => void;
  setPageSize: (pageSize: number) => void;
  first: () => void;
  previous: () => void;
  next: (cursor: string) => void;
  seekLast: () => void;
  seekStep: (cursor: string) => void;
  seekEnd: () => void;
}

/** `initialSearch`: the search text the table opens with (the admin lists keep it in their URL). */
export function usePager(initialSearch = ''): Pager {
  const [state, dispatch] = useReducer(reduce, initialSearch, (search) => ({
    ...START,
    search: normalizeSearch(search),
  }));
  const cursor = state.cursors[state.index];
  const request = useMemo<PageRequest>(
    () => ({
      ...(state.search ? { search: state.search } : {}),
      limit: String(state.pageSize),
      ...(cursor ? { cursor } : {}),
    }),
    [state.search, state.pageSize, cursor],
  );
  const setSearch = useCallback(
    (text: string) => dispatch({ type: 'search', search: normalizeSearch(text) }),
    [],
  );
  const setPageSize = useCallback((pageSize: number) => dispatch({ type: 'pageSize', pageSize }), []);
  const first = useCallback(() => dispatch({ type: 'first' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const next = useCallback((cursor: string) => dispatch({ type: 'next', cursor }), []);
  const seekLast = useCallback(() => dispatch({ type: 'seekLast' }), []);
  const seekStep = useCallback((cursor: string) => dispatch({ type: 'seekStep', cursor }), []);
  const seekEnd = useCallback(() => dispatch({ type: 'seekEnd' }), []);
  return {
    request,
    search: state.search,
    pageSize: state.pageSize,
    index: state.index,
    seeking: state.seekSteps !== null,
    seekSteps: state.seekSteps ?? 0,
    setSearch,
    setPageSize,
    first,
    previous,
    next,
    seekLast,
    seekStep,
    seekEnd,
  };
}

/** At most this many rows' height of placeholder while a page loads: a phone's screenful. */
export const MAX_PLACEHOLDER_ROWS = 10;

/**
 * The table's rows and states for the page on screen; while walking to the last page it shows only the bar and
 * the placeholder rows.
 */
export function pageTable<Row>(
  pager: Pager,
  page: { data?: { data: readonly Row[] }; error?: unknown; isLoading: boolean },
) {
  return {
    rows: pager.seeking ? [] : (page.data?.data ?? []),
    placeholderRows: Math.min(pager.pageSize, MAX_PLACEHOLDER_ROWS),
    loading: page.isLoading || pager.seeking,
    failed: Boolean(page.error),
  };
}
