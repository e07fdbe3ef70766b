import { Alert, Link, Skeleton, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import { errorCode } from "../../lib/graphql-errors";
import { orderPageCopy as t } from "./copy";

/**
 * What a page of one order shows until the order is there: "not found" (another's order, or an id that is
 * none), the error with Try again, or the skeleton while it loads.
 */
export function OrderNotLoaded({ error, refetch }: { error: unknown; refetch: () => Promise<unknown> }) {
  if (error) {
    const code = errorCode(error);
    if (code === "NOT_FOUND" || code === "BAD_USER_INPUT") {
      return (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.notFoundTitle}</Alert.Title>
            <Alert.Description>{t.notFound}</Alert.Description>
            <Link asChild fontWeight="semibold">
              <RouterLink to="/dashboard/myorder">{t.backToOrders}</RouterLink>
            </Link>
          </Alert.Content>
        </Alert.Root>
      );
    }
    return <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />;
  }
  return (
    <Stack gap="4" role="status" aria-label={copy.common.loading}>
      <Skeleton h="10" w="56" />
      <Skeleton h="40" />
    </Stack>
  );
}
