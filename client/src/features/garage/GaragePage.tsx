import { Alert, Badge, Box, Button, Card, Container, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useId, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { GARAGE_LIMIT, useGarage, type Garage, type GarageVehicle } from "../../lib/garage";
import { garageCopy as t } from "./copy";
import { bikePath, useGarageChange } from "./use-garage-change";
import { VehicleFinder } from "./VehicleFinder";
import { AddBikeButton, VehiclePicker } from "./VehiclePicker";

/** The garage's bikes: the active one marked, each with its bike page, "Make active" and "Remove". */
function BikeList({ garage, change }: { garage: Garage; change: ReturnType<typeof useGarageChange> }) {
  const { busy, run } = change;
  if (garage.bikes.length === 0) return <Text color="fg.muted">{t.empty}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyle="none">
        {garage.bikes.map(({ vehicle, active }) => (
          <Box as="li" key={vehicle.id} aria-label={vehicle.name} borderWidth="1px" borderRadius="md" p="3" bg={active ? "bg.subtle" : undefined}>
            <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {vehicle.name}
                </Text>
                {active && (
                  <Box>
                    <Badge colorPalette="green" variant="subtle">
                      {t.active}
                    </Badge>
                  </Box>
                )}
              </Stack>
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={bikePath(vehicle)} aria-label={t.shopParts(vehicle.name)}>
                    {t.shopPartsShort}
                  </RouterLink>
                </Button>
                {!active && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    loading={busy === `active:${vehicle.id}`}
                    aria-label={t.makeActive(vehicle.name)}
                    onClick={() => void run(`active:${vehicle.id}`, () => garage.setActive(vehicle.id), t.nowActive(vehicle.name))}
                  >
                    {t.makeActiveShort}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  loading={busy === `remove:${vehicle.id}`}
                  aria-label={t.remove(vehicle.name)}
                  onClick={() => void run(`remove:${vehicle.id}`, () => garage.remove(vehicle.id), t.removed(vehicle.name))}
                >
                  {t.removeShort}
                </Button>
              </HStack>
            </Flex>
          </Box>
        ))}
      </Stack>
      {garage.active ? (
        <Box>
          <Button size="sm" variant="plain" textDecoration="underline" px="0" loading={busy === "active:none"} onClick={() => void run("active:none", () => garage.setActive(null), t.noActiveHint)}>
            {t.noActive}
          </Button>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t.noActiveHint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/garage`: the rider's bikes (a guest's kept in the browser, an account's on the server), the active
 * one that search and the part pages check parts against, and two ways to add one: the make → model →
 * year → variant lists, or typing ("mt07 2019").
 */
export default function GaragePage() {
  usePageTitle(t.title);
  const garage = useGarage();
  // After a change, the focus goes to the list's heading: the button pressed may be gone (Remove, Add) or moved.
  const bikesHeading = useRef<HTMLHeadingElement>(null);
  const change = useGarageChange(() => bikesHeading.current?.focus());
  const bikesId = useId();
  const addId = useId();
  const inGarage = new Set(garage.bikes.map((b) => b.vehicle.id));
  const add = (vehicle: GarageVehicle) => void change.run(vehicle.id, () => garage.add(vehicle), t.added(vehicle.name));

  return (
    <Container maxW="4xl" py={{ base: "6", md: "8" }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="navy.700">
            {t.title}
          </Heading>
          <Text color="fg.muted">{t.intro}</Text>
          {garage.mode === "guest" && (
            <Text fontSize="sm" color="fg.muted">
              {t.guestNote}{" "}
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to="/login" state={{ from: { pathname: "/garage", search: "", hash: "" } }}>
                  {copy.nav.login}
                </RouterLink>
              </Link>
            </Text>
          )}
        </Stack>

        <Stack as="section" aria-labelledby={bikesId} gap="4" aria-busy={garage.loading}>
          <Heading as="h2" id={bikesId} size="lg" ref={bikesHeading} tabIndex={-1}>
            {t.yourBikes}
          </Heading>
          {garage.error != null && garage.mode === "account" && garage.bikes.length > 0 ? (
            // The merge failed: the browser's bikes are shown, and it can be tried again.
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t.mergeFailed}</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" alignSelf="center" onClick={() => void garage.refresh()}>
                {copy.common.retry}
              </Button>
            </Alert.Root>
          ) : null}
          {garage.loading ? (
            <Stack gap="3" role="status" aria-label={copy.common.loading}>
              <Skeleton h="14" />
              <Skeleton h="14" />
            </Stack>
          ) : garage.error != null && garage.bikes.length === 0 ? (
            <ErrorState error={garage.error} title={t.loadError} onRetry={() => void garage.refresh()} />
          ) : (
            <BikeList garage={garage} change={change} />
          )}
        </Stack>

        <Card.Root as="section" aria-labelledby={addId}>
          <Card.Header>
            <Heading as="h2" id={addId} size="lg">
              {t.addTitle}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="8">
              {garage.full && (
                <Text role="note" color="orange.700">
                  {t.full(GARAGE_LIMIT)}
                </Text>
              )}
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t.pickTitle}
                </Heading>
                <VehiclePicker
                  action={(vehicle) =>
                    vehicle && inGarage.has(vehicle.id) ? (
                      <Text color="fg.muted">{t.inGarage}</Text>
                    ) : (
                      <AddBikeButton vehicle={vehicle} busy={!!vehicle && change.busy === vehicle.id} onAdd={add} full={garage.full} />
                    )
                  }
                />
              </Stack>
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t.findTitle}
                </Heading>
                <VehicleFinder onAdd={add} busyId={change.busy} inGarage={inGarage} full={garage.full} />
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
