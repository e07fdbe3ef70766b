import { Box, Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { PageHeader } from "./PageHeader";
import { digitalCampaignsCopy } from "./copy";

/** `/services/digital-campaigns`: what the shop does for dealers, and a way in. */
export default function DigitalCampaignsPage() {
  const c = digitalCampaignsCopy;
  usePageTitle(c.title);
  return (
    <Container maxW="6xl" py={{ base: "10", md: "16" }}>
      <PageHeader title={c.title} subtitle={c.lead} />
      <Stack align="center" mt="-4" mb={{ base: "12", md: "16" }}>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/dashboard">{c.getStarted}</RouterLink>
        </Button>
      </Stack>

      <Stack gap={{ base: "12", md: "16" }}>
        <Box as="section" aria-labelledby="campaigns-what">
          <Heading as="h2" id="campaigns-what" size="2xl" color="navy.700" mb="6" textAlign="center">
            {c.whatTitle}
          </Heading>
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2 }} gap="6">
            {c.features.map((feature) => (
              <Box as="li" key={feature.title}>
                <Card.Root h="full" borderTopWidth="4px" borderTopColor="brand.solid">
                  <Card.Body gap="2">
                    <Card.Title as="h3">{feature.title}</Card.Title>
                    <Card.Description>{feature.body}</Card.Description>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="campaigns-how">
          <Heading as="h2" id="campaigns-how" size="2xl" color="navy.700" mb="6" textAlign="center">
            {c.howTitle}
          </Heading>
          <List.Root as="ol" listStyle="none" gap="4" maxW="3xl" mx="auto">
            {c.steps.map((step, i) => (
              <List.Item key={step} display="flex" gap="4" alignItems="flex-start">
                <Box
                  aria-hidden
                  flexShrink={0}
                  w="9"
                  h="9"
                  borderRadius="full"
                  bg="brand.solid"
                  color="white"
                  fontWeight="bold"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {i + 1}
                </Box>
                <Text pt="1.5">{step}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Box as="section" aria-labelledby="campaigns-cta" bg="navy.900" color="white" borderRadius="2xl" p={{ base: "8", md: "12" }} textAlign="center">
          <Heading as="h2" id="campaigns-cta" size="2xl" color="white">
            {c.ctaTitle}
          </Heading>
          <Text mt="3" color="gray.300" maxW="xl" mx="auto">
            {c.ctaBody}
          </Text>
          <Button asChild colorPalette="brand" size="lg" mt="6">
            <RouterLink to="/dashboard">{c.getStarted}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
