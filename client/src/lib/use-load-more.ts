import { useState } from "react";

/**
 * "Load more" for a cursor connection: fetches the page after `endCursor` with the query's own
 * `fetchMore` (the cache's type policy appends it), tracks whether that is under way and hands a failure
 * to `onError`. Does nothing without a cursor or while a page is already on its way.
 */
export function useLoadMore(
  endCursor: string | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  onError: (error: unknown) => void,
): { loadMore: () => Promise<void>; loadingMore: boolean } {
  const [loadingMore, setLoadingMore] = useState(false);

  async function loadMore() {
    if (!endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch (error) {
      onError(error);
    } finally {
      setLoadingMore(false);
    }
  }

  return { loadMore, loadingMore };
}
