import { useQuery } from "@apollo/client/react";
import { Box, Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import type { DeliveryZonesQuery } from "../../gql/graphql";
import { copy, usd } from "../../lib/copy";
import { REASON_RULES, RETURN_REASONS, RETURN_WINDOWS, returnShippingWords } from "@shared/return-policy";
import { returnsPolicyCopy as returnsCopy, shippingPolicyCopy as t } from "./copy";
import { DeliveryZonesDocument } from "./operations";
import { PageHeader } from "./PageHeader";
import { privacy, returns, shipping, terms, type Policy } from "./policies.content";
import { RichText } from "./RichText";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * One of the shop's policy pages: a title, its lead, and its sections, each with an anchor. `live` adds
 * what a section shows from the shop's data after its paragraphs, by the section's id.
 */
function PolicyPage({ title, policy, live = {} }: { title: string; policy: Policy; live?: Partial<Record<string, ReactNode>> }) {
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
            {live[section.id]}
          </Box>
        ))}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={policy.updated}>{copy.policies.updated(dateFormat.format(new Date(policy.updated)))}</time>
        </Text>
      </Stack>
    </Container>
  );
}

type DeliveryZone = DeliveryZonesQuery["deliveryZones"][number];

/** One zone under its name, as both shipping sections list them. */
function ZoneBlock({ zone, children }: { zone: DeliveryZone; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" size="md" color="navy.700" mb="1">
        {zone.name}
      </Heading>
      {children}
    </Box>
  );
}

/** Each zone with its countries by name. */
function ZoneList({ zones }: { zones: readonly DeliveryZone[] }) {
  return (
    <Stack gap="4" mt="4">
      {zones.map((zone) => (
        <ZoneBlock key={zone.name} zone={zone}>
          <Text lineHeight="tall">
            {zone.countries.map((c) => c.name).join(", ")}
          </Text>
        </ZoneBlock>
      ))}
    </Stack>
  );
}

/** Each zone's methods: the days checkout quotes, and the price they start at. */
function DeliveryTimes({ zones }: { zones: readonly DeliveryZone[] }) {
  return (
    <Stack gap="4" mt="4">
      {zones.map((zone) => (
        <ZoneBlock key={zone.name} zone={zone}>
          <List.Root as="ul" gap="1" ps="5">
            {zone.methods.map((m) => (
              <List.Item key={m.label} lineHeight="tall">
                {t.method(m.label, t.days(m.minDays, m.maxDays), usd(m.fromPrice))}
              </List.Item>
            ))}
          </List.Root>
        </ZoneBlock>
      ))}
    </Stack>
  );
}

/** `/shipping`: the zones and delivery times from the shop's shipping zones (those checkout prices with), duties and taxes. */
export function ShippingPage() {
  const { data, error, refetch } = useQuery(DeliveryZonesDocument);
  const zones = data?.deliveryZones;
  const loading = (
    <Text role="status" mt="4" color="fg.muted">
      {t.loading}
    </Text>
  );
  const live = zones
    ? { zones: <ZoneList zones={zones} />, times: <DeliveryTimes zones={zones} /> }
    : error
      ? {
          zones: (
            <Box mt="4">
              <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
            </Box>
          ),
          times: (
            <Text mt="4" color="fg.muted">
              {t.timesUnavailable}
            </Text>
          ),
        }
      : { zones: loading, times: null };
  return <PolicyPage title={copy.policies.shipping} policy={shipping} live={live} />;
}

/** `/returns`: the days per destination and who pays the parcel back per reason, from the policy the server decides by. */
export function ReturnsPage() {
  const live = {
    windows: (
      <List.Root as="ul" gap="2" mt="4" ps="5" aria-label={returnsCopy.windowsLabel}>
        {RETURN_WINDOWS.map((w) => (
          <List.Item key={w.name} lineHeight="tall">
            <Text as="span" fontWeight="semibold">
              {w.name}:
            </Text>{" "}
            {returnsCopy.window(w.days, w.basis)}
          </List.Item>
        ))}
      </List.Root>
    ),
    "shipping-back": (
      <List.Root as="ul" gap="2" mt="3" ps="5" aria-label={returnsCopy.reasonsLabel}>
        {RETURN_REASONS.map((reason) => (
          <List.Item key={reason} lineHeight="tall">
            <Text as="span" fontWeight="semibold">
              {REASON_RULES[reason].label}:
            </Text>{" "}
            {returnShippingWords(reason)}
          </List.Item>
        ))}
      </List.Root>
    ),
  };
  return <PolicyPage title={copy.policies.returns} policy={returns} live={live} />;
}

/** `/privacy`: what is stored, and the processors (Firebase, Stripe). */
export function PrivacyPage() {
  return <PolicyPage title={copy.policies.privacy} policy={privacy} />;
}

/** `/terms`: the terms of every order. */
export function TermsPage() {
  return <PolicyPage title={copy.policies.terms} policy={terms} />;
}
