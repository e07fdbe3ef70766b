import { useState } from "react";

/**
 * "Load more" for a cursor connection: fetches the page after `endCursor` with the query's own
 * `fetchMore` (the cache's type policy appends it) and tracks whether that is under way. A failure is
 * kept in `error` until the next attempt, and handed to `onError` when given. Does nothing without a
 * cursor or while a page is already on its way.
 */
export function useLoadMore(
  endCursor: string | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  onError?: (error: unknown) => void,
): { loadMore: () => Promise<void>; loadingMore: boolean; error: unknown } {
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function loadMore() {
    if (!endCursor || loadingMore) return;
    setLoadingMore(true);
    setError(null);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch (err) {
      setError(err);
      onError?.(err);
    } finally {
      setLoadingMore(false);
    }
  }

  return { loadMore, loadingMore, error };
}
