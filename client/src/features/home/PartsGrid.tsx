import { Box, Button, EmptyState, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../components/ErrorState";
import { HydrateOnView } from "../../components/HydrateOnView";
import { copy } from "../../lib/copy";
import { useLoadMore } from "../../lib/use-load-more";
import { HomePartsDocument, PARTS_PAGE_SIZE } from "./operations";
import { PartCardFrameSkeleton } from "../../components/PartCardFrame";
import { PartCard } from "./PartCard";
import { Section } from "./Section";
import { homeCopy } from "./copy";

export const PARTS_SECTION_ID = "collections";

/** Same columns for the cards, their skeletons and nothing else: 1 small, 2 medium, 3 large. */
const COLUMNS = { base: 1, md: 2, lg: 3 } as const;

function PartsSection({ children }: { children: ReactNode }) {
  return (
    <Section id={PARTS_SECTION_ID} title={homeCopy.parts.title} subtitle={homeCopy.parts.subtitle} focusableHeading>
      {children}
    </Section>
  );
}

function PartsLoading() {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{homeCopy.parts.loading}</VisuallyHidden>
      <SimpleGrid columns={COLUMNS} gap="6">
        {Array.from({ length: 6 }, (_, i) => <PartCardFrameSkeleton key={i} large />)}
      </SimpleGrid>
    </Box>
  );
}

/** The section as it looks while loading, for before the API client has loaded. */
export function PartsGridPlaceholder() {
  return (
    <PartsSection>
      <PartsLoading />
    </PartsSection>
  );
}

export function PartsGrid() {
  const { data, loading, error, refetch, fetchMore } = useQuery(HomePartsDocument, {
    variables: { first: PARTS_PAGE_SIZE },
    // The catalogue changes (new parts, stock): show what is cached at once, then ask the server again
    // every time the page is visited. Within one visit, later cache updates (Load more) need no refetch.
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const connection = data?.parts;
  const parts = connection?.edges.map((edge) => edge.node) ?? [];

  const { loadMore, loadingMore, error: loadMoreError } = useLoadMore(connection?.pageInfo.endCursor, fetchMore);

  let content;
  if (!connection && loading) {
    content = <PartsLoading />;
  } else if (!connection && error) {
    content = <ErrorState error={error} title={homeCopy.parts.error} onRetry={() => void refetch().catch(() => {})} />;
  } else if (parts.length === 0) {
    content = (
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Description>{homeCopy.parts.empty}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    content = (
      <Stack gap="8">
        <SimpleGrid as="ul" columns={COLUMNS} gap="6" listStyle="none">
          {parts.map((part) => (
            <HydrateOnView as="li" key={part.id} deps={[part]}>
              <PartCard part={part} />
            </HydrateOnView>
          ))}
        </SimpleGrid>
        <Stack align="center" gap="3">
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {homeCopy.parts.shown(parts.length, connection!.totalCount)}
          </Text>
          {loadMoreError != null && (
            <Box w="full" maxW="xl">
              <ErrorState error={loadMoreError} title={homeCopy.parts.loadMoreError} />
            </Box>
          )}
          {connection!.pageInfo.hasNextPage && (
            <Button variant="outline" colorPalette="brand" size="lg" onClick={() => void loadMore()} loading={loadingMore} loadingText={copy.common.loading}>
              {homeCopy.parts.loadMore}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return <PartsSection>{content}</PartsSection>;
}
