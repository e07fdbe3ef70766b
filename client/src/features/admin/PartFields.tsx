import { Box, Field, Image, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { isValidPicture } from "@shared/schemas";
import { PART_CATEGORIES, categoryLabel, type PartFormValues } from "./part-form";
import { adminCopy } from "./copy";

const labels = adminCopy.addProduct;
const t = adminCopy.partForm;

/** A small preview of the picture typed, once it looks like a URL or a path of this shop. */
function PicturePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = src.trim();
  if (!isValidPicture(value) || failed === value) return null;
  return (
    <Image asChild objectFit="contain" borderWidth="1px" borderRadius="md" bg="white">
      <img src={value} alt={t.imagePreviewAlt} width={64} height={64} onError={() => setFailed(value)} />
    </Image>
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
}: {
  /** A form checked by its schema (part-form.ts): the fields carry no rules of their own. */
  form: UseFormReturn<PartFormValues, unknown, Output>;
  withStock?: boolean;
  /** A field to place right after Product Name (the Add Product form's Email, in the spec's order). */
  afterName?: ReactNode;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const picture = watch("picture");
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

      <Field.Root invalid={!!errors.category}>
        <Field.Label>{t.categoryLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register("category")}>
            <option value="">{t.categoryNone}</option>
            {PART_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.category ? (
          <Field.ErrorText>{errors.category.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t.categoryHelp}</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
