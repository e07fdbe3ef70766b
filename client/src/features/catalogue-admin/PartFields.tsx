import { useQuery } from "@apollo/client/react";
import { Box, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useMemo, type ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { BarcodeAndRestockFields } from "./BarcodeAndRestockFields";
import { categoryOptions } from "./category-options";
import { AdminCategoriesDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";
import { ExportDataFields } from "./ExportDataFields";
import { GalleryField } from "./GalleryField";
import type { PartForm } from "./part-fields-shared";
import { PicturePreview } from "./PicturePreview";
import { SpecsField } from "./SpecsField";

// The list fields' focus helper is imported from here by the fitment fields too.

const labels = catalogueAdminCopy.addProduct;
const t = catalogueAdminCopy.partForm;

/** The Category select, filled from the catalogue's sections ("Brakes › Brake pads" for a sub-category). */
function CategoryField<Output>({ form, current }: { form: PartForm<Output>; current?: { slug: string; label: string } | null }) {
  const { data, loading, error: loadError } = useQuery(AdminCategoriesDocument);
  const options = useMemo(() => categoryOptions(data?.categories ?? []), [data]);
  const error = form.formState.errors.categorySlug;
  let help: string = t.categoryHelp;
  if (!data && loading) help = t.categoriesLoading;
  else if (!data && loadError) help = t.categoriesFailed;
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t.categoryLabel}</Field.Label>
      <Controller
        control={form.control}
        name="categorySlug"
        render={({ field }) => {
          const value = field.value ?? "";
          // Until the list arrives (or if it does not), the part's own category stays shown and selected.
          const missing = value !== "" && !options.some((o) => o.slug === value);
          return (
            <NativeSelect.Root>
              <NativeSelect.Field {...field} value={value}>
                <option value="">{t.categoryNone}</option>
                {missing && <option value={value}>{current?.slug === value ? current.label : value}</option>}
                {options.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        }}
      />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * Whether the part may be returned once fitted. Inside the Field, the checkbox takes its help (or its
 * error) as its description.
 */
function ReturnableField<Output>({ form }: { form: PartForm<Output> }) {
  const error = form.formState.errors.returnable;
  return (
    <Field.Root invalid={!!error}>
      <Controller
        control={form.control}
        name="returnable"
        render={({ field }) => (
          <Checkbox.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
            {/* The ref lets a server error about the field focus it. */}
            <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t.returnableLabel}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : <Field.HelperText>{t.returnableHelp}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The fields a part has in both the Add Product form and the Edit dialog. `withStock` adds Available
 * Quantity (a new part's stock; an existing part's stock changes only through orders and Restock).
 */
export function PartFields<Output>({
  form,
  withStock = false,
  afterName,
  currentCategory,
}: {
  /** A form checked by its schema (part-form.ts): the fields carry no rules of their own. */
  form: PartForm<Output>;
  withStock?: boolean;
  /** A field to place right after Product Name (the Add Product form's Email, in the spec's order). */
  afterName?: ReactNode;
  /** The part's category as it is (the Edit dialog), shown until the categories arrive. */
  currentCategory?: { slug: string; label: string } | null;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  // Only this block follows the picture: `watch` would render the whole form again on every keystroke.
  const picture = useWatch({ control, name: "picture" });
  return (
    <Stack gap="5">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>
          {labels.nameLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register("name")} autoComplete="off" />
        <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
      </Field.Root>

      {afterName}

      <Field.Root invalid={!!errors.description} required>
        <Field.Label>
          {labels.descriptionLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea {...register("description")} rows={4} placeholder={t.descriptionPlaceholder} />
        <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
      </Field.Root>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Field.Root invalid={!!errors.brand}>
          <Field.Label>{t.brandLabel}</Field.Label>
          <Input {...register("brand")} autoComplete="off" />
          {errors.brand ? <Field.ErrorText>{errors.brand.message}</Field.ErrorText> : <Field.HelperText>{t.brandHelp}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={!!errors.partNumber}>
          <Field.Label>{t.partNumberLabel}</Field.Label>
          <Input {...register("partNumber")} autoComplete="off" spellCheck={false} />
          {errors.partNumber ? (
            <Field.ErrorText>{errors.partNumber.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.partNumberHelp}</Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>

      <CategoryField form={form} current={currentCategory} />

      <Field.Root invalid={!!errors.weightKg}>
        <Field.Label>{t.weightLabel}</Field.Label>
        <Input {...register("weightKg")} inputMode="decimal" autoComplete="off" maxW={{ sm: "48" }} />
        {errors.weightKg ? <Field.ErrorText>{errors.weightKg.message}</Field.ErrorText> : <Field.HelperText>{t.weightHelp}</Field.HelperText>}
      </Field.Root>

      <ReturnableField form={form} />

      <BarcodeAndRestockFields form={form} />

      <SimpleGrid columns={{ base: 1, sm: withStock ? 3 : 2 }} gap="5">
        <Field.Root invalid={!!errors.minquantity} required>
          <Field.Label>
            {labels.minQuantityLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register("minquantity")} type="number" inputMode="numeric" min={1} step={1} />
          {errors.minquantity ? (
            <Field.ErrorText>{errors.minquantity.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.minQuantityHelp}</Field.HelperText>
          )}
        </Field.Root>

        {withStock && (
          <Field.Root invalid={!!errors.avquantity} required>
            <Field.Label>
              {labels.availableQuantityLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            {/* Typing the stock again re-checks the minimum against it (once the form has been submitted). */}
            <Input {...register("avquantity", { deps: ["minquantity"] })} type="number" inputMode="numeric" min={0} step={1} />
            {errors.avquantity ? (
              <Field.ErrorText>{errors.avquantity.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.availableQuantityHelp}</Field.HelperText>
            )}
          </Field.Root>
        )}

        <Field.Root invalid={!!errors.price} required>
          <Field.Label>
            {labels.priceLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register("price")} type="number" inputMode="decimal" min={0} step={0.01} />
          {errors.price ? <Field.ErrorText>{errors.price.message}</Field.ErrorText> : <Field.HelperText>{t.priceHelp}</Field.HelperText>}
        </Field.Root>
      </SimpleGrid>

      <Field.Root invalid={!!errors.picture} required>
        <Field.Label>
          {labels.imageLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register("picture")} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
        {errors.picture ? <Field.ErrorText>{errors.picture.message}</Field.ErrorText> : <Field.HelperText>{t.imageHelp}</Field.HelperText>}
        <Box mt="1">
          <PicturePreview src={picture ?? ""} />
        </Box>
      </Field.Root>

      <GalleryField form={form} />

      <SpecsField form={form} />

      <ExportDataFields form={form} />
    </Stack>
  );
}
