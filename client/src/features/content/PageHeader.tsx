import { Heading, Stack, Text } from "@chakra-ui/react";

/** The page's one h1, centered, with a lead paragraph. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="3" textAlign="center" align="center" mb={{ base: "8", md: "12" }}>
      <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="navy.700" letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && (
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
