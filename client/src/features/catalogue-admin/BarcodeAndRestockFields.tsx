import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { catalogueAdminCopy } from "./copy";
import type { PartForm } from "./part-fields-shared";

const t = catalogueAdminCopy.partForm;

/**
 * The part's GTIN, and what delivery dates count from while it is sold out: the supplier's lead time and
 * the day new stock is expected. Each may be left empty (unknown); the form's schema checks them.
 */
export function BarcodeAndRestockFields<Output>({ form }: { form: PartForm<Output> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Field.Root invalid={!!errors.gtin} maxW={{ sm: "sm" }}>
        <Field.Label>{t.gtinLabel}</Field.Label>
        <Input
          {...register("gtin")}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          // A barcode scanner types the digits and then Enter, which would submit a half-filled form.
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
        />
        {errors.gtin ? <Field.ErrorText>{errors.gtin.message}</Field.ErrorText> : <Field.HelperText>{t.gtinHelp}</Field.HelperText>}
      </Field.Root>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Field.Root invalid={!!errors.leadTimeDays}>
          <Field.Label>{t.leadTimeLabel}</Field.Label>
          <Input {...register("leadTimeDays")} type="number" inputMode="numeric" min={1} max={limits.leadTimeDays} step={1} />
          {errors.leadTimeDays ? (
            <Field.ErrorText>{errors.leadTimeDays.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.leadTimeHelp(limits.leadTimeDays)}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!errors.restockDate}>
          <Field.Label>{t.restockDateLabel}</Field.Label>
          <Input {...register("restockDate")} type="date" />
          {errors.restockDate ? (
            <Field.ErrorText>{errors.restockDate.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.restockDateHelp}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
    </>
  );
}
