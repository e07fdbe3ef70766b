import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { categoryInput } from "@shared/schemas";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { applyServerError } from "../../lib/forms";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { categoryOptions } from "./category-options";
import { AdminCategoriesDocument, ManageProductsAddCategoryDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.manageProducts.addCategory;
const partForm = catalogueAdminCopy.partForm;

/** The server's rules for a new category (shared/schemas.ts); the parent select's "" is none. */
const addCategoryForm = categoryInput.pick({ slug: true, label: true }).extend({
  parentSlug: z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(categoryInput.shape.parentSlug.unwrap()),
});

type AddCategoryValues = z.input<typeof addCategoryForm>;

const FIELDS = ["slug", "label", "parentSlug"] as const;

const DEFAULTS: AddCategoryValues = { slug: "", label: "", parentSlug: "" };

/** A slug suggested by a label ("Brake pads" → "brake-pads"), until the admin types one. */
const slugOf = (label: string) =>
  label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Adds a section to the catalogue (addCategory): a slug, a label and an optional parent. Mounted afresh
 * for every opening; on success every cached list of categories is asked for again (the part forms'
 * Category select, this dialog's parent, the shop's navigation).
 */
export function AddCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(addCategoryForm), defaultValues: DEFAULTS });
  const {
    register,
    formState: { errors },
  } = form;
  const { data, loading: loadingCategories } = useQuery(AdminCategoriesDocument);
  const parents = useMemo(() => categoryOptions(data?.categories ?? []), [data]);
  const [addCategory, { loading }] = useMutation(ManageProductsAddCategoryDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const { data: added } = await addCategory({
        variables: { input },
        update(cache) {
          cache.evict({ id: "ROOT_QUERY", fieldName: "categories" });
          cache.gc();
        },
      });
      toaster.success({ title: t.added(added?.addCategory.label ?? input.label) });
      onClose();
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, form.setError));
    }
  });

  return (
    <AdminDialog open={open} onClose={onClose} title={t.title} confirmLabel={t.submit} formId={formId} busy={loading} error={formError}>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t.intro}
          </Text>
          <Field.Root invalid={!!errors.label} required>
            <Field.Label>
              {t.labelLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              {...register("label", {
                onChange: (e: { target: { value: string } }) => {
                  if (!form.getFieldState("slug").isDirty) form.setValue("slug", slugOf(e.target.value), { shouldValidate: form.formState.isSubmitted });
                },
              })}
              autoComplete="off"
              data-autofocus
            />
            {errors.label ? <Field.ErrorText>{errors.label.message}</Field.ErrorText> : <Field.HelperText>{t.labelHelp}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={!!errors.slug} required>
            <Field.Label>
              {t.slugLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register("slug")} autoComplete="off" autoCapitalize="none" spellCheck={false} />
            {errors.slug ? <Field.ErrorText>{errors.slug.message}</Field.ErrorText> : <Field.HelperText>{t.slugHelp}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={!!errors.parentSlug}>
            <Field.Label>{t.parentLabel}</Field.Label>
            <NativeSelect.Root disabled={!data && loadingCategories}>
              <NativeSelect.Field {...register("parentSlug")}>
                <option value="">{t.parentNone}</option>
                {parents.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.parentSlug ? (
              <Field.ErrorText>{errors.parentSlug.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{!data && loadingCategories ? partForm.categoriesLoading : t.parentHelp}</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}
