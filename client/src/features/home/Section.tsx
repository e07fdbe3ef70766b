import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One home page section: a landmark named by its h2, with an optional lead paragraph. */
export function Section({
  id,
  title,
  subtitle,
  children,
  bg,
  focusableHeading = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  bg?: string;
  /** Lets a "jump to" link move keyboard focus to this section's heading. */
  focusableHeading?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} bg={bg} py={{ base: "12", md: "16" }} scrollMarginTop="16">
      <Container maxW="7xl">
        <Box textAlign="center" mb={{ base: "8", md: "10" }}>
          <Heading
            as="h2"
            id={headingId}
            tabIndex={focusableHeading ? -1 : undefined}
            size={{ base: "2xl", md: "3xl" }}
            color="navy.700"
            outline="none"
          >
            {title}
          </Heading>
          {subtitle && (
            <Text mt="2" color="fg.muted" maxW="2xl" mx="auto">
              {subtitle}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
