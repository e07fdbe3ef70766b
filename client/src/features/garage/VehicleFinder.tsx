import { Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { useFragment } from "../../gql";
import { GarageVehicleFragment } from "../../lib/garage-operations";
import type { GarageVehicle } from "../../lib/garage";
import { garageCopy as t } from "./copy";
import { FullGarageButton } from "./FullGarageButton";
import { FindVehiclesDocument } from "./operations";

/** How long typing pauses before the bikes are looked up. */
export const FIND_DEBOUNCE_MS = 300;
/** Bikes listed at most: enough for one model year in every market the shop serves (the MT-07 of 2019 has 11). */
const FOUND_MAX = 16;

/** The words typed, once typing has paused (trimmed; only two characters or more are looked up). */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), FIND_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Finding a bike by typing ("mt07 2019"): looked up with `findVehicles` once typing pauses, the bikes
 * found listed with a button each (the count announced politely).
 */
export function VehicleFinder({
  onAdd,
  busyId,
  inGarage,
  full = false,
}: {
  onAdd: (vehicle: GarageVehicle) => void;
  busyId: string | null;
  inGarage: ReadonlySet<string>;
  /** The garage holds as many bikes as it may: the add buttons say so instead of acting. */
  full?: boolean;
}) {
  const [text, setText] = useState("");
  const query = useDebounced(text);
  const hintId = useId();
  const listId = useId();
  const asked = query.length >= 2;
  const { data, previousData, loading, error } = useQuery(FindVehiclesDocument, { variables: { query, first: FOUND_MAX }, skip: !asked });
  const found = useFragment(GarageVehicleFragment, (data ?? (loading ? previousData : undefined))?.findVehicles);

  let status = "";
  if (asked && loading && !found) status = t.finding;
  else if (asked && error) status = t.findError;
  else if (asked && found) status = t.found(found.length);

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t.findLabel}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={t.findPlaceholder}
          autoComplete="off"
          aria-describedby={hintId}
          aria-controls={listId}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Field.HelperText id={hintId}>{t.findHint}</Field.HelperText>
      </Field.Root>
      <Text role="status" aria-live="polite" aria-atomic="true" fontSize="sm" color={error ? "red.700" : "fg.muted"}>
        {status}
      </Text>
      <Box as="ul" id={listId} listStyle="none" aria-label={t.foundList}>
        {asked &&
          found?.map((vehicle) => (
            <HStack as="li" key={vehicle.id} justify="space-between" gap="3" py="2" borderBottomWidth="1px" wrap="wrap">
              <Text fontWeight="medium" minW="0" wordBreak="break-word">
                {vehicle.name}
              </Text>
              {inGarage.has(vehicle.id) ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.inGarage}
                </Text>
              ) : full ? (
                <FullGarageButton aria-label={t.addNamed(vehicle.name)}>{t.add}</FullGarageButton>
              ) : (
                <Button size="sm" variant="outline" colorPalette="brand" loading={busyId === vehicle.id} onClick={() => onAdd(vehicle)} aria-label={t.addNamed(vehicle.name)}>
                  {t.add}
                </Button>
              )}
            </HStack>
          ))}
      </Box>
    </Stack>
  );
}
