import { Box, Button, chakra, Container, Grid, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { CheckIcon } from "../../components/icons";
import { copy } from "../../lib/copy";
import { PARTS_SECTION_ID } from "./PartsGrid";
import { homeCopy } from "./copy";

/** Scrolls to the parts grid and moves keyboard focus to its heading. */
function jumpToParts(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(`${PARTS_SECTION_ID}-heading`);
  if (!heading) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  heading.closest("section")?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  heading.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <Box as="section" aria-labelledby="hero-heading" bgGradient="to-b" gradientFrom="navy.50" gradientTo="bg" py={{ base: "10", md: "16" }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap={{ base: "8", lg: "12" }} alignItems="center">
          <Stack gap="5">
            <Heading as="h1" id="hero-heading" size={{ base: "4xl", md: "5xl" }} color="navy.700" letterSpacing="tight">
              {copy.brand}
            </Heading>
            <Text fontSize={{ base: "xl", md: "2xl" }} fontWeight="semibold" color="fg">
              {homeCopy.hero.title}
            </Text>
            <Text fontSize="lg" color="fg.muted">
              {homeCopy.hero.subtitle}
            </Text>
            <List.Root
              as="ul"
              aria-label={homeCopy.hero.pointsLabel}
              listStyle="none"
              display="grid"
              gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }}
              gap="2"
            >
              {homeCopy.hero.points.map((point) => (
                <List.Item key={point}>
                  <HStack gap="2" align="flex-start">
                    <Box as="span" color="brand.solid" mt="1" flexShrink={0}>
                      <CheckIcon />
                    </Box>
                    <Text as="span">{point}</Text>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
            <Box>
              <Button asChild colorPalette="brand" size="lg">
                <a href={`#${PARTS_SECTION_ID}`} onClick={jumpToParts}>
                  {homeCopy.hero.cta}
                </a>
              </Button>
            </Box>
          </Stack>
          <chakra.img
            src="/images/hero-motorbike.svg"
            alt={homeCopy.hero.imageAlt}
            htmlWidth={960}
            htmlHeight={540}
            fetchPriority="high"
            w="100%"
            h="auto"
            borderRadius="xl"
            boxShadow="lg"
          />
        </Grid>
      </Container>
    </Box>
  );
}
