import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { Section } from "./Section";
import { homeCopy } from "./copy";

/** The spec's static figures. */
export function BusinessSummary() {
  return (
    <Section id="summary" title={homeCopy.summary.title} subtitle={homeCopy.summary.subtitle}>
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        {homeCopy.summary.figures.map((figure) => (
          <Box key={figure.label} borderWidth="1px" borderRadius="lg" p="5" textAlign="center" display="flex" flexDirection="column-reverse" gap="1">
            <Text as="dt" color="fg.muted" fontWeight="medium">
              {figure.label}
            </Text>
            <Text as="dd" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" color="brand.fg">
              {figure.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
