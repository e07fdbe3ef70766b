import { Heading, Stack, Text } from "@chakra-ui/react";

/**
 * A dashboard page's heading (h2, under the dashboard's own) and the line under it: what the page is
 * for, or a count. `live`: the line is announced when it changes, and holds its place until it is known.
 */
export function PageHeading({ title, intro, live = false, gap = "1" }: { title: string; intro: string | null; live?: boolean; gap?: "1" | "2" }) {
  return (
    <Stack gap={gap}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" aria-live={live ? "polite" : undefined}>
        {intro ?? "\u00a0"}
      </Text>
    </Stack>
  );
}
