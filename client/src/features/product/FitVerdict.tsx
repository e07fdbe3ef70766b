import { Alert, Button, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { graphql } from "../../gql";
import { useGarage, type GarageVehicle } from "../../lib/garage";
import { productCopy as t } from "./copy";

/** Whether the part fits the active bike (its own request: the part's page shows without waiting for it). */
export const PartFitDocument = graphql(`
  query PartFit($id: ID!, $vehicleId: ID!) {
    part(id: $id) {
      id
      fitsVehicle(vehicleId: $vehicleId) {
        status
        notes
        positions
      }
    }
  }
`);

/** The contact form on the home page, its message prefilled (`?message=`). */
export const contactLink = (message: string) => `/?${new URLSearchParams({ message }).toString()}#contact`;

interface Props {
  partId: string;
  partName: string;
  partNumber: string | null | undefined;
  /** The part's category's slug: its page lists the parts that fit the active bike (the fit filter is on by default). */
  categorySlug: string | null | undefined;
}

function Verdict({ bike, ...part }: Props & { bike: GarageVehicle }) {
  const { data, error } = useQuery(PartFitDocument, { variables: { id: part.partId, vehicleId: bike.id } });
  const fit = data?.part?.fitsVehicle;
  if (error && !fit) return <Text color="fg.muted">{t.fitUnavailable}</Text>;
  if (!fit) return <Skeleton h="12" role="status" aria-label={t.fitChecking(bike.name)} />;
  // A part for one side or end of the bike (brake pads for the front) says which.
  const positions = fit.positions.length > 0 ? t.fitsAt(fit.positions.map((p) => t.positions[p])) : null;
  switch (fit.status) {
    case "FITS":
      return (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.fits(bike.name)}</Alert.Title>
            {positions && <Alert.Description>{positions}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      );
    case "FITS_WITH_NOTE":
      return (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.fitsWithNote(fit.notes.join("; "))}</Alert.Title>
            <Alert.Description>
              {t.fitsWithNoteBike(bike.name)}
              {positions && ` ${positions}`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case "DOES_NOT_FIT":
      return (
        <Alert.Root status="error" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.doesNotFit(bike.name)}</Alert.Title>
            {part.categorySlug && (
              <Alert.Description>
                <Link asChild color="navy.700" textDecoration="underline">
                  <RouterLink to={`/category/${part.categorySlug}`}>{t.partsThatFit(bike.name)}</RouterLink>
                </Link>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      );
    case "UNIVERSAL":
      return (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t.universalFit}</Alert.Title>
        </Alert.Root>
      );
    case "UNKNOWN":
      return (
        <Alert.Root status="neutral" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.fitUnknown}</Alert.Title>
            <Alert.Description>
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to={contactLink(t.askMessage(part.partName, part.partNumber ?? null, bike.name))}>{t.askUs}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
  }
}

/**
 * The part page's answer to "does it fit my bike?": fits, fits with a note, does not fit (with the parts
 * of its category that do), universal, or not known (with the contact form, prefilled). Without an active
 * bike, an invitation to add one.
 */
export function FitVerdict(props: Props) {
  const garage = useGarage();
  if (garage.loading) return <Skeleton h="12" />;
  if (!garage.active) {
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" align="flex-start">
        <Text>{t.addBikeInvite}</Text>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to="/garage">{t.addBike}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <Verdict key={garage.active.id} bike={garage.active} {...props} />;
}
