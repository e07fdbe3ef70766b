import { Button, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useFragment } from "../../gql";
import { GarageVehicleFragment } from "../../lib/garage-operations";
import type { GarageVehicle } from "../../lib/garage";
import { garageCopy as t } from "./copy";
import { FullGarageButton } from "./FullGarageButton";
import { VehicleMakesDocument, VehicleModelsDocument, VehicleVariantsDocument, VehicleYearsDocument } from "./operations";

interface Option {
  value: string;
  label: string;
}

/** One step of the picker: a native select (keyboard, screen readers and phones' wheels for free). */
function Step({
  label,
  placeholder,
  options,
  value,
  onChange,
  loading,
  failed,
}: {
  label: string;
  placeholder: string;
  options: readonly Option[] | undefined;
  value: string;
  onChange: (value: string) => void;
  loading: boolean;
  failed: boolean;
}) {
  const disabled = !options || options.length === 0;
  return (
    <Field.Root disabled={disabled} invalid={failed}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-busy={loading}>
          <option value="">{loading ? t.listsLoading : placeholder}</option>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && <Field.ErrorText>{t.listError}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The bike picker: make → model → year → variant, each list asked for once its step is chosen (one small,
 * cached query each). A year with one variant picks it. `action` renders the button for the bike chosen.
 */
export function VehiclePicker({ action }: { action: (vehicle: GarageVehicle | null) => ReactNode }) {
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [year, setYear] = useState("");
  const [variantId, setVariantId] = useState("");

  const makes = useQuery(VehicleMakesDocument);
  const models = useQuery(VehicleModelsDocument, { variables: { make }, skip: !make });
  const years = useQuery(VehicleYearsDocument, { variables: { make, model }, skip: !make || !model });
  const variants = useQuery(VehicleVariantsDocument, { variables: { make, model, year: Number(year) }, skip: !make || !model || !year });
  const vehicles = useFragment(GarageVehicleFragment, variants.data?.vehicleVariants);

  // A single variant needs no choosing.
  const chosen = vehicles?.length === 1 ? vehicles[0] : vehicles?.find((v) => v.id === variantId);

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Step
          label={t.make}
          placeholder={t.chooseMake}
          options={makes.data?.vehicleMakes.map((m) => ({ value: m.slug, label: m.name }))}
          value={make}
          onChange={(v) => {
            setMake(v);
            setModel("");
            setYear("");
            setVariantId("");
          }}
          loading={makes.loading}
          failed={!!makes.error}
        />
        <Step
          label={t.model}
          placeholder={t.chooseModel}
          options={make ? models.data?.vehicleModels.map((m) => ({ value: m.slug, label: m.name })) : undefined}
          value={model}
          onChange={(v) => {
            setModel(v);
            setYear("");
            setVariantId("");
          }}
          loading={models.loading}
          failed={!!models.error}
        />
        <Step
          label={t.year}
          placeholder={t.chooseYear}
          options={make && model ? years.data?.vehicleYears.map((y) => ({ value: String(y), label: String(y) })) : undefined}
          value={year}
          onChange={(v) => {
            setYear(v);
            setVariantId("");
          }}
          loading={years.loading}
          failed={!!years.error}
        />
        <Step
          label={t.variant}
          placeholder={t.chooseVariant}
          options={year ? vehicles?.map((v) => ({ value: v.id, label: t.variantOption(v.variant, v.market) })) : undefined}
          value={chosen?.id ?? variantId}
          onChange={setVariantId}
          loading={variants.loading}
          failed={!!variants.error}
        />
      </SimpleGrid>
      {action(year ? (chosen ?? null) : null)}
    </Stack>
  );
}

/** The picker's usual button: adds the bike chosen to the garage (when the garage is full, says why it cannot). */
export function AddBikeButton({ vehicle, onAdd, busy, full = false }: { vehicle: GarageVehicle | null; onAdd: (vehicle: GarageVehicle) => void; busy: boolean; full?: boolean }) {
  if (full && vehicle) {
    return (
      <FullGarageButton size="md" alignSelf="flex-start" aria-label={t.addNamed(vehicle.name)}>
        {t.add}
      </FullGarageButton>
    );
  }
  return (
    <Button
      colorPalette="brand"
      alignSelf="flex-start"
      disabled={!vehicle}
      loading={busy}
      onClick={() => vehicle && onAdd(vehicle)}
      aria-label={vehicle ? t.addNamed(vehicle.name) : undefined}
    >
      {t.add}
    </Button>
  );
}
