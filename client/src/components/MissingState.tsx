import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useHttpStatus } from "../lib/page-head";

/**
 * What a page says when the thing its address names does not exist (a part, a category, a bike): a
 * heading, why, and a way on; a server-rendered page answers 404.
 */
export function MissingState({ title, body, to, linkText }: { title: string; body: string; to: string; linkText: string }) {
  useHttpStatus(404);
  return (
    <Stack gap="4" align="flex-start" py="10">
      <Heading as="h1" size="2xl" color="navy.700">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={to}>{linkText}</RouterLink>
      </Button>
    </Stack>
  );
}
