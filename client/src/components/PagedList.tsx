import { Box, Button, Flex, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { copy } from "../lib/copy";
import { ErrorState } from "./ErrorState";

interface PagedListProps {
  /** The list as far as it is loaded; absent until the server first answers. */
  connection: { totalCount: number; pageInfo: { hasNextPage: boolean } } | undefined;
  /** The rows shown. */
  shown: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  text: { loadError: string; empty: string; showing: (shown: number, total: number) => string; loadMore: string };
  /** A loading row's height, as tall as the page's rows. */
  rowHeight: "12" | "14";
  onLoadMore: () => void;
  loadingMore: boolean;
  /** The rows (the table, and what acts on it). */
  children: ReactNode;
}

/**
 * The list of an admin page that pages through the server's (Manage All Orders, Manage Products):
 * loading, failed (with a retry), empty, or the rows with how many are shown and Load more.
 */
export function PagedList({ connection, shown, loading, error, onRetry, text, rowHeight, onLoadMore, loadingMore, children }: PagedListProps) {
  if (!connection && loading) {
    return (
      <>
        <VisuallyHidden role="status">{copy.common.loading}</VisuallyHidden>
        <Stack gap="2" aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={rowHeight} borderRadius="md" />
          ))}
        </Stack>
      </>
    );
  }
  if (!connection) return <ErrorState error={error} title={text.loadError} onRetry={onRetry} />;
  if (shown === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center">
        <Text color="fg.muted">{text.empty}</Text>
      </Box>
    );
  }
  return (
    <Stack gap="4">
      {children}
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {text.showing(shown, connection.totalCount)}
        </Text>
        {connection.pageInfo.hasNextPage && (
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {text.loadMore}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
