/**
 * An application's thread as a screen shows it (issue 39), for the worker's Messages panel and the hiring
 * side's panel alike: the newest page in SWR (revalidated every THREAD_POLL_MS while `poll` and the page is in
 * view: SWR pauses when the tab is hidden), the earlier pages the person asked for kept beside it, and the
 * entries oldest first, each once (a poll that brought new entries shifts the newest page over the earlier ones).
 */
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ThreadEntry, ThreadState } from '#shared/api/application-threads';
import type { ApiError } from './api';

/** How often an open thread is read again while in view. */
export const THREAD_POLL_MS = 10_000;

export interface ThreadPage {
  data: ThreadEntry[];
  cursor?: string | undefined;
  THREAD: ThreadState;
}

export function useThread(
  key: string | null,
  fetchPage: (cursor?: string) => Promise<ThreadPage>,
  poll: boolean,
) {
  const newest = useSWR<ThreadPage, ApiError>(key, () => fetchPage(), {
    refreshInterval: poll ? THREAD_POLL_MS : 0,
  });
  const [earlier, setEarlier] = useState<{ entries: ThreadEntry[]; cursor: string | undefined }>();
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierProblem, setEarlierProblem] = useState<ApiError>();

  const cursor = earlier ? earlier.cursor : newest.data?.cursor;
  const loadEarlier = useCallback(async () => {
    if (!cursor) return;
    setLoadingEarlier(true);
    setEarlierProblem(undefined);
    try {
      const page = await fetchPage(cursor);
      setEarlier((before) => ({ entries: [...(before?.entries ?? []), ...page.data], cursor: page.cursor }));
    } catch (error: unknown) {
      setEarlierProblem(error as ApiError);
    } finally {
      setLoadingEarlier(false);
    }
  }, [cursor, fetchPage]);

  const entries = useMemo(() => {
    const seen = new Set<string>();
    const all = [...(newest.data?.data ?? []), ...(earlier?.entries ?? [])].filter((entry) => {
      if (seen.has(entry.ID)) return false;
      seen.add(entry.ID);
      return true;
    });
    return all.reverse();
  }, [newest.data, earlier]);

  return {
    entries,
    thread: newest.data?.THREAD,
    error: newest.error,
    isLoading: newest.isLoading,
    hasEarlier: Boolean(cursor),
    loadingEarlier,
    earlierProblem,
    loadEarlier,
    reload: () => newest.mutate(),
  };
}
