import { Alert, Button } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { copy } from "../lib/copy";

/** The message to show for a failed request: the server's own for GraphQL errors, else a network one. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? copy.common.error;
  return copy.common.networkError;
}

export function ErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          {copy.common.retry}
        </Button>
      )}
    </Alert.Root>
  );
}
