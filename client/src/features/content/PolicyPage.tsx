import { Box, Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { PageHeader } from "./PageHeader";
import { privacy, returns, shipping, terms, type Policy } from "./policies.content";
import { RichText } from "./RichText";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** One of the shop's policy pages: a title, its lead, and its sections, each with an anchor. */
function PolicyPage({ title, policy }: { title: string; policy: Policy }) {
  usePageTitle(title);
  return (
    <Container maxW="3xl" py={{ base: "10", md: "16" }}>
      <PageHeader title={title} subtitle={policy.intro} />
      <Stack gap={{ base: "8", md: "10" }}>
        {policy.sections.map((section) => (
          <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} scrollMarginTop="20">
            <Heading as="h2" id={`${section.id}-heading`} size="xl" color="navy.700" mb="3">
              {section.heading}
            </Heading>
            <RichText blocks={section.body} />
            {section.list && (
              <List.Root as="ul" gap="2" mt="3" ps="5">
                {section.list.map((item) => (
                  <List.Item key={item} lineHeight="tall">
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
        ))}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={policy.updated}>{copy.policies.updated(dateFormat.format(new Date(policy.updated)))}</time>
        </Text>
      </Stack>
    </Container>
  );
}

/** `/shipping`: zones, delivery times, duties and taxes. */
export function ShippingPage() {
  return <PolicyPage title={copy.policies.shipping} policy={shipping} />;
}

/** `/returns`: 30 days, and how. */
export function ReturnsPage() {
  return <PolicyPage title={copy.policies.returns} policy={returns} />;
}

/** `/privacy`: what is stored, and the processors (Firebase, Stripe). */
export function PrivacyPage() {
  return <PolicyPage title={copy.policies.privacy} policy={privacy} />;
}

/** `/terms`: the terms of every order. */
export function TermsPage() {
  return <PolicyPage title={copy.policies.terms} policy={terms} />;
}
