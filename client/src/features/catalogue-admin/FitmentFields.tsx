import { useQuery } from "@apollo/client/react";
import { Box, Button, Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, VisuallyHidden } from "@chakra-ui/react";
import { MARKETS, PART_NUMBER_KINDS, POSITIONS, vehicleLimits, vehicleSlug } from "@shared/vehicles";
import { useId, type ReactNode } from "react";
import { Controller, useFieldArray, useWatch, type FieldError, type UseFormReturn } from "react-hook-form";
import { ManageProductsVehicleMakesDocument, ManageProductsVehicleModelsDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";
import { ListFieldset, useListRows } from "./ListFieldset";
import { listMessage, type ListError } from "./part-fields-shared";
import { emptyNumber, emptyRange, type FitmentFormOutput, type FitmentFormValues } from "./fitment-form";

const t = catalogueAdminCopy.fitment;

type FitmentForm = UseFormReturn<FitmentFormValues, unknown, FitmentFormOutput>;

/** One labelled input of a row, with its error under it. */
function RowField({ label, error, required, children }: { label: string; error?: FieldError; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required} minW="0">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/** A select of `options` (value → label) with a first option for none. */
function Select({ field, none, options }: { field: ReturnType<FitmentForm["register"]>; none?: string; options: [string, string][] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * One range's inputs. Its Model input suggests the models of its make, once the make is one the shop
 * knows (so typing it does not ask the server at every key).
 */
function RangeRow({ form, index, makesListId, knownMakes, onRemove }: { form: FitmentForm; index: number; makesListId: string; knownMakes: Set<string>; onRemove: () => void }) {
  const r = t.ranges;
  const n = index + 1;
  const { register, control } = form;
  const errors = form.formState.errors.fitment?.ranges?.[index];
  const make = vehicleSlug(useWatch({ control, name: `fitment.ranges.${index}.make` }) ?? "");
  const { data } = useQuery(ManageProductsVehicleModelsDocument, { variables: { make }, skip: !knownMakes.has(make) });
  const modelsListId = useId();
  return (
    <Box as="li">
      <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
        <Fieldset.Legend fontWeight="medium" fontSize="sm">
          {r.rowLabel(n)}
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <RowField label={r.make} error={errors?.make} required>
            <Input {...register(`fitment.ranges.${index}.make`)} list={makesListId} autoComplete="off" />
          </RowField>
          <RowField label={r.model} error={errors?.model} required>
            <Input {...register(`fitment.ranges.${index}.model`)} list={modelsListId} autoComplete="off" />
            <datalist id={modelsListId}>
              {data?.vehicleModels.map((m) => (
                <option key={m.slug} value={m.name} />
              ))}
            </datalist>
          </RowField>
          <RowField label={r.yearFrom} error={errors?.yearFrom} required>
            <Input {...register(`fitment.ranges.${index}.yearFrom`)} inputMode="numeric" autoComplete="off" />
          </RowField>
          <RowField label={r.yearTo} error={errors?.yearTo} required>
            <Input {...register(`fitment.ranges.${index}.yearTo`)} inputMode="numeric" autoComplete="off" />
          </RowField>
          <RowField label={r.variant} error={errors?.variant}>
            <Input {...register(`fitment.ranges.${index}.variant`)} placeholder={r.variantPlaceholder} autoComplete="off" />
          </RowField>
          <RowField label={r.market} error={errors?.market}>
            <Select field={register(`fitment.ranges.${index}.market`)} none={r.anyMarket} options={MARKETS.map((m) => [m, m])} />
          </RowField>
          <RowField label={r.position} error={errors?.position}>
            <Select field={register(`fitment.ranges.${index}.position`)} none={r.anyPosition} options={POSITIONS.map((p) => [p, r.positions[p]])} />
          </RowField>
          <RowField label={r.notes} error={errors?.notes}>
            <Input {...register(`fitment.ranges.${index}.notes`)} placeholder={r.notesPlaceholder} autoComplete="off" />
          </RowField>
        </SimpleGrid>
        <Box>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={r.remove(n)} onClick={onRemove}>
            {r.removeText}
          </Button>
        </Box>
      </Fieldset.Root>
    </Box>
  );
}

/**
 * The Universal fit switch and the ranges. Turning the switch on removes the ranges (a universal part
 * lists none, as the server's rule says); removing a row keeps the focus in the list and is announced.
 */
export function FitmentRangesField({ form }: { form: FitmentForm }) {
  const r = t.ranges;
  const { control, setFocus } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: "fitment.ranges" });
  const universal = useWatch({ control, name: "fitment.universal" });
  const { data } = useQuery(ManageProductsVehicleMakesDocument);
  const makesListId = useId();
  const helpId = useId();
  const rows = useListRows(fields, { remove, removed: r.removed, focusRow: (i) => setFocus(`fitment.ranges.${i}.make`) });
  const knownMakes = new Set(data?.vehicleMakes.map((m) => m.slug));

  function addRow() {
    append(emptyRange());
    rows.focusAfterChange(() => setFocus(`fitment.ranges.${fields.length}.make`));
  }

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Controller
          control={control}
          name="fitment.universal"
          render={({ field }) => (
            <Switch.Root
              colorPalette="brand"
              checked={field.value}
              onCheckedChange={(e) => {
                field.onChange(e.checked);
                if (e.checked) replace([]);
              }}
            >
              <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-describedby={helpId} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label fontWeight="medium">{t.universal.label}</Switch.Label>
            </Switch.Root>
          )}
        />
        <Text id={helpId} fontSize="sm" color="fg.muted">
          {t.universal.help} {!universal && fields.length > 0 && t.universal.clears(fields.length)}
        </Text>
      </Stack>

      {universal ? (
        <Text fontSize="sm">{t.universal.universalNote}</Text>
      ) : (
        <ListFieldset
          legend={r.legend}
          help={r.help(vehicleLimits.rangesPerPart)}
          empty={r.empty}
          count={fields.length}
          error={listMessage(form.formState.errors.fitment?.ranges as ListError)}
          addLabel={r.add}
          onAdd={addRow}
          addButton={rows.addButton}
          full={fields.length >= vehicleLimits.rangesPerPart}
          fullText={r.full(vehicleLimits.rangesPerPart)}
          before={
            <datalist id={makesListId}>
              {data?.vehicleMakes.map((m) => (
                <option key={m.slug} value={m.name} />
              ))}
            </datalist>
          }
        >
          {fields.map((row, i) => (
            <RangeRow key={row.id} form={form} index={i} makesListId={makesListId} knownMakes={knownMakes} onRemove={() => rows.removeRow(i)} />
          ))}
        </ListFieldset>
      )}
      {/* Outside the list, which a Universal fit takes away: its announcement stays. */}
      <VisuallyHidden aria-live="polite">{rows.announcement}</VisuallyHidden>
    </Stack>
  );
}

/** The part's other numbers: kind, brand and number rows. */
export function PartNumbersField({ form }: { form: FitmentForm }) {
  const s = t.numbers;
  const { control, register, setFocus } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "numbers" });
  const rows = useListRows(fields, { remove, removed: s.removed, focusRow: (i) => setFocus(`numbers.${i}.kind`) });
  const errors = form.formState.errors.numbers;

  function addRow() {
    append(emptyNumber());
    rows.focusAfterChange(() => setFocus(`numbers.${fields.length}.kind`));
  }

  return (
    <ListFieldset
      legend={s.legend}
      help={s.help(vehicleLimits.numbersPerPart)}
      empty={s.empty}
      count={fields.length}
      error={listMessage(errors as ListError)}
      addLabel={s.add}
      onAdd={addRow}
      addButton={rows.addButton}
      full={fields.length >= vehicleLimits.numbersPerPart}
      fullText={s.full(vehicleLimits.numbersPerPart)}
      announcement={rows.announcement}
    >
      {fields.map((row, i) => {
        const n = i + 1;
        return (
          <Box as="li" key={row.id}>
            <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
              <Fieldset.Legend fontWeight="medium" fontSize="sm">
                {s.rowLabel(n)}
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <RowField label={s.kind} error={errors?.[i]?.kind} required>
                  <Select field={register(`numbers.${i}.kind`)} options={PART_NUMBER_KINDS.map((k) => [k, s.kinds[k]])} />
                </RowField>
                <RowField label={s.brand} error={errors?.[i]?.brand} required>
                  <Input {...register(`numbers.${i}.brand`)} autoComplete="off" />
                </RowField>
                <RowField label={s.number} error={errors?.[i]?.number} required>
                  <Input {...register(`numbers.${i}.number`)} autoComplete="off" fontFamily="mono" />
                </RowField>
              </SimpleGrid>
              <Box>
                <Button size="sm" variant="outline" colorPalette="red" aria-label={s.remove(n)} onClick={() => rows.removeRow(i)}>
                  {s.removeText}
                </Button>
              </Box>
            </Fieldset.Root>
          </Box>
        );
      })}
    </ListFieldset>
  );
}
