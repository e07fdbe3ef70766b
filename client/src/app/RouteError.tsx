import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useRouteError } from "react-router-dom";
import { copy } from "../lib/copy";

/** Shown when a route fails: a chunk that did not download gets a reload button. */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const chunk = error?.name === copy.chunkError.name;
  return (
    <Container maxW="xl" py="20" role="alert">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="xl">{chunk ? copy.chunkError.title : copy.routeError.title}</Heading>
        <Text color="fg.muted">{chunk ? copy.chunkError.body : copy.routeError.body}</Text>
        {chunk && (
          <Text fontSize="sm" color="fg.muted">
            {error?.name}: {error?.message}
          </Text>
        )}
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>{copy.chunkError.reload}</Button>
          <Button asChild variant="outline">
            <RouterLink to="/">{copy.routeError.home}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
