import { Field, Fieldset, Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { COUNTRY_CODES, countryName } from "@shared/addresses";
import { catalogueAdminCopy } from "./copy";
import { DIMENSIONS } from "./part-form";
import type { PartForm } from "./part-fields-shared";

const t = catalogueAdminCopy.partForm;

/** Every country by its English name, for the Country of origin select (made on first use). */
let countriesByName: { code: string; name: string }[] | undefined;
const countryOptions = () =>
  (countriesByName ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en")));

/**
 * Export data: the customs codes, the country of origin and the boxed size, which the commercial
 * invoice, the duties at checkout and the US export filing read. Each may be left empty; the three
 * sizes go together.
 */
export function ExportDataFields<Output>({ form }: { form: PartForm<Output> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const e = t.exportData;
  const d = t.dimensions;
  const sizeErrors = errors.dimensionsCm;
  const countries = countryOptions();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{e.legend}</Fieldset.Legend>
      <Fieldset.HelperText>{e.help}</Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root invalid={!!errors.hsCode}>
            <Field.Label>{e.hsCodeLabel}</Field.Label>
            {/* A new HS code re-checks the Schedule B number against it (once the form has been submitted). */}
            <Input
              {...register("hsCode", { deps: ["scheduleB"] })}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder={e.hsCodePlaceholder}
            />
            {errors.hsCode ? <Field.ErrorText>{errors.hsCode.message}</Field.ErrorText> : <Field.HelperText>{e.hsCodeHelp}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={!!errors.scheduleB}>
            <Field.Label>{e.scheduleBLabel}</Field.Label>
            <Input {...register("scheduleB")} inputMode="decimal" autoComplete="off" spellCheck={false} placeholder={e.scheduleBPlaceholder} />
            {errors.scheduleB ? (
              <Field.ErrorText>{errors.scheduleB.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{e.scheduleBHelp}</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>

        <Field.Root invalid={!!errors.originCountry} maxW={{ sm: "sm" }}>
          <Field.Label>{e.originLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("originCountry")}>
              <option value="">{e.originUnknown}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.originCountry ? (
            <Field.ErrorText>{errors.originCountry.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{e.originHelp}</Field.HelperText>
          )}
        </Field.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {d.legend}
          </Fieldset.Legend>
          <Fieldset.HelperText>{d.help}</Fieldset.HelperText>
          {/* One row while the three fit (7rem each), else they wrap: two and one on a 375 px phone. */}
          <SimpleGrid minChildWidth="7rem" gap="3">
            {DIMENSIONS.map((size) => {
              // A message of the whole size (from the server) goes under Length, the first of the three.
              const message = sizeErrors?.[size]?.message ?? (size === "length" ? sizeErrors?.message : undefined);
              return (
                <Field.Root key={size} invalid={!!message} minW="0">
                  <Field.Label>{d.label[size]}</Field.Label>
                  {/* Each size re-checks the other two: "all three or none" may change with any of them. */}
                  <Input
                    {...register(`dimensionsCm.${size}`, { deps: DIMENSIONS.filter((o) => o !== size).map((o) => `dimensionsCm.${o}` as const) })}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                  <Field.ErrorText>{message}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Fieldset.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
