import { Alert, Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PartNumberKind } from "../../gql/graphql";
import { productCopy as t } from "./copy";

/** Every number a part is known by, and the part that replaces it. */
export const PartNumbersFragment = graphql(`
  fragment PartNumbers_part on Part {
    id
    partNumbers {
      brand
      number
      kind
    }
    supersededBy {
      id
      name
      partNumber
    }
  }
`);

const KINDS: PartNumberKind[] = ["MANUFACTURER", "OEM", "SUPERSEDED", "INTERCHANGE"];

/** "Superseded by <part>" (a link), then the part's numbers by kind: manufacturer, OEM, superseded, interchange. */
export function PartNumbers(props: { part: FragmentType<typeof PartNumbersFragment> }) {
  const part = useFragment(PartNumbersFragment, props.part);
  const headingId = useId();
  const kinds = KINDS.map((kind) => ({ kind, numbers: part.partNumbers.filter((n) => n.kind === kind) })).filter((k) => k.numbers.length > 0);
  if (kinds.length === 0 && !part.supersededBy) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t.partNumbers}
      </Heading>
      {part.supersededBy && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t.supersededBy}{" "}
            <Link asChild color="navy.700" textDecoration="underline">
              <RouterLink to={`/product/${part.supersededBy.id}`}>
                {part.supersededBy.name}
                {part.supersededBy.partNumber ? ` (${part.supersededBy.partNumber})` : ""}
              </RouterLink>
            </Link>
          </Alert.Title>
        </Alert.Root>
      )}
      {kinds.map(({ kind, numbers }) => (
        <Box key={kind}>
          <Text fontWeight="semibold" fontSize="sm">
            {t.numberKinds[kind]}
          </Text>
          <Box as="ul" listStyle="none" aria-label={t.numberKinds[kind]}>
            {numbers.map((n) => (
              <Text as="li" key={`${n.brand}-${n.number}`} fontSize="sm">
                {n.brand} <Text as="span" fontFamily="mono">{n.number}</Text>
              </Text>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
