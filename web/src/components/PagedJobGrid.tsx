import { Button, type ButtonProps, makeStyles, ProgressBar } from '@fluentui/react-components';
import { type ReactNode, useDeferredValue } from 'react';
import type { ApiError } from '#web/lib/api';
import { JobGrid, JobGridItem } from './JobGrid';
import { Loading, LoadProblem } from './LoadState';

const useStyles = makeStyles({
  // The bar's place is kept while it is away, so the list does not move when a load ends.
  bar: { minHeight: '4px' },
  more: { alignSelf: 'center' },
});

/** A list read a page at a time (`useCursorList`'s answer). */
export interface PagedList<Item> {
  pages: readonly unknown[] | undefined;
  items: readonly Item[];
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => unknown;
  reload: () => unknown;
}

interface PagedJobGridProps<Item> {
  list: PagedList<Item>;
  keyOf: (item: Item) => string | number;
  card: (item: Item) => ReactNode;
  /**
   * The first load: 'bar' keeps the page and shows a thin bar above the list (the back office), 'spinner'
   * shows a spinner in the list's place (the worker's pages).
   */
  loading: { indicator: 'bar' | 'spinner'; label: string };
  /** Nothing to list. */
  empty: ReactNode;
  /** The pages read so far hold nothing, but there are more to read. */
  emptySoFar?: ReactNode;
  /** How a failed load shows; by default the server's message with 'Try again'. */
  problem?: (error: ApiError, reload: () => void) => ReactNode;
  /** 'Load more', and its text while the next page loads. */
  more: { label: string; busyLabel: string; size?: ButtonProps['size'] };
}

/** What the grid shows before its first deferred render: the first load's indicator. */
const NOT_YET: PagedList<never> = {
  pages: undefined,
  items: [],
  error: undefined,
  isLoading: true,
  isLoadingMore: false,
  hasMore: false,
  loadMore: () => undefined,
  reload: () => undefined,
};

/**
 * Job cards in a grid, a page at a time with 'Load more' (the internal dashboard, the admin's posted jobs,
 * Explore Jobs): the first load's indicator, an empty list's text, a failed load with a way to try again.
 *
 * The cards render from a deferred copy of the list: React renders a page of cards in a transition, in slices
 * of a few milliseconds, where it was one long task that held a phone's main thread (about 250 ms on the HR
 * dashboard under Lighthouse's 4x slower CPU). What the buttons do comes from the list as it is now.
 */
export function PagedJobGrid<Item>({
  list,
  keyOf,
  card,
  loading,
  empty,
  emptySoFar,
  problem,
  more,
}: PagedJobGridProps<Item>) {
  const styles = useStyles();
  const shown: PagedList<Item> = useDeferredValue<PagedList<Item>>(list, NOT_YET);
  const { items, error, hasMore } = shown;
  const waiting = shown.isLoading || (shown.pages === undefined && !error);
  const reload = () => void list.reload();
  const failure = error ? (problem ?? defaultProblem)(error, reload) : null;

  let body: ReactNode;
  if (waiting) body = loading.indicator === 'spinner' ? <Loading label={loading.label} /> : null;
  else if (error && items.length === 0) body = failure;
  else if (items.length === 0 && !hasMore) body = empty;
  else
    body = (
      <>
        {items.length === 0 ? emptySoFar : null}
        {items.length > 0 ? (
          <JobGrid>
            {items.map((item) => (
              <JobGridItem key={keyOf(item)}>{card(item)}</JobGridItem>
            ))}
          </JobGrid>
        ) : null}
        {failure}
        {hasMore ? (
          <Button
            className={styles.more}
            size={more.size}
            disabled={list.isLoadingMore}
            onClick={() => void list.loadMore()}
          >
            {list.isLoadingMore ? more.busyLabel : more.label}
          </Button>
        ) : null}
      </>
    );

  if (loading.indicator === 'spinner') return body;
  return (
    <>
      <div className={styles.bar}>
        {waiting ? <ProgressBar thickness="large" aria-label={loading.label} /> : null}
      </div>
      {body}
    </>
  );
}

function defaultProblem(error: ApiError, reload: () => void) {
  return <LoadProblem message={error.message} onRetry={reload} />;
}
