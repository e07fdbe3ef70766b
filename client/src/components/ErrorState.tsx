import { Alert, Button } from "@chakra-ui/react";
import { copy } from "../lib/copy";
import { errorMessage } from "../lib/graphql-errors";

/** Kept here too for the pages that show an error beside this component (the rule is in lib/graphql-errors.ts). */
export { errorMessage };

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
