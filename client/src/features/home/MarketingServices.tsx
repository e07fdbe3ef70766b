import { Box, Button, Card, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { Section } from "./Section";
import { homeCopy } from "./copy";

/** Where each service card leads: the first is the digital campaigns page. */
const SERVICE_LINKS: ({ to: string; label: string } | null)[] = [
  { to: "/services/digital-campaigns", label: homeCopy.services.digitalCampaigns },
  null,
  null,
];

const icon = (d: string) => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
    <path d={d} />
  </svg>
);

/** A megaphone, a camera and a truck. */
const SERVICE_ICONS = [
  icon("M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12"),
  icon("M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"),
  icon("M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"),
];

export function MarketingServices() {
  return (
    <Section id="services" title={homeCopy.services.title} subtitle={homeCopy.services.subtitle} bg="bg.subtle">
      <Stack gap="10" align="center">
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyle="none" w="full">
          {homeCopy.services.cards.map((card, i) => {
            const link = SERVICE_LINKS[i];
            return (
              <Box as="li" key={card.title}>
                <Card.Root h="full" variant="elevated">
                  <Card.Body gap="3">
                    <Box display="inline-flex" alignSelf="flex-start" p="3" borderRadius="lg" bg="brand.subtle" color="brand.fg">
                      {SERVICE_ICONS[i]}
                    </Box>
                    <Card.Title as="h3">{card.title}</Card.Title>
                    <Card.Description>{card.body}</Card.Description>
                  </Card.Body>
                  {link && (
                    <Card.Footer>
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={link.to}>
                          {homeCopy.services.learnMore}: {link.label}
                        </RouterLink>
                      </Link>
                    </Card.Footer>
                  )}
                </Card.Root>
              </Box>
            );
          })}
        </SimpleGrid>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/dashboard">{homeCopy.services.getStarted}</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
