import { useQuery } from "@apollo/client/react";
import { Box, Button, Field, Fieldset, Flex, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { COUNTRY_CODES, countryName } from "@shared/addresses";
import { limits } from "@shared/rules";
import { isValidPicture } from "@shared/schemas";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { categoryOptions } from "./category-options";
import { AdminCategoriesDocument } from "./operations";
import { DIMENSIONS, type PartFormValues } from "./part-form";
import { adminCopy } from "./copy";

const labels = adminCopy.addProduct;
const t = adminCopy.partForm;

/** A small preview of the picture typed, once it looks like a URL or a path of this shop. */
function PicturePreview({ src, alt = t.imagePreviewAlt, size = 64 }: { src: string; alt?: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const value = src.trim();
  if (!isValidPicture(value) || failed === value) return null;
  return (
    <Image asChild objectFit="contain" borderWidth="1px" borderRadius="md" bg="white" flexShrink={0}>
      <img src={value} alt={alt} width={size} height={size} onError={() => setFailed(value)} />
    </Image>
  );
}

/** A message of a rule of a whole list: from the form's schema (`root`) or from the server (on the list itself). */
type ListError = { message?: string; root?: { message?: string } } | undefined;
const listMessage = (error: ListError) => error?.root?.message ?? error?.message;

/**
 * Runs `focus` once the list has re-rendered after a change (a moved row keeps its key, a removed one is
 * gone), so that keyboard focus never falls back to the page.
 */
export function usePendingFocus(dependency: unknown) {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const focus = pending.current;
    pending.current = null;
    focus?.();
  }, [dependency]);
  return (focus: () => void) => {
    pending.current = focus;
  };
}

type PartForm<Output> = UseFormReturn<PartFormValues, unknown, Output>;

/**
 * Specs: an ordered list of name and value rows. Each input is labelled with its row ("Spec 2 name"),
 * each button says what it does to which row; moving or removing a row keeps the focus on the list and
 * is announced.
 */
function SpecsField<Output>({ form }: { form: PartForm<Output> }) {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "specs" });
  const s = t.specs;
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAfterChange = usePendingFocus(fields);
  const full = fields.length >= limits.specs;
  const error = listMessage(errors.specs as ListError);

  function moveRow(from: number, to: number) {
    const id = fields[from].id;
    move(from, to);
    setAnnouncement(s.moved(from + 1, to + 1));
    // The moved row's button of the same direction, or the other one at either end of the list.
    const up = to > 0 && (to < from || to === fields.length - 1);
    focusAfterChange(() => buttons.current.get(`${id}:${up ? "up" : "down"}`)?.focus());
  }

  function removeRow(index: number) {
    remove(index);
    setAnnouncement(s.removed(index + 1));
    const left = fields.length - 1;
    focusAfterChange(() => (left > 0 ? setFocus(`specs.${Math.min(index, left - 1)}.name`) : addButton.current?.focus()));
  }

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium">{s.legend}</Fieldset.Legend>
      <Fieldset.HelperText>{s.help(limits.specs)}</Fieldset.HelperText>
      <Fieldset.Content>
        {fields.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {s.empty}
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" m="0">
            {fields.map((row, i) => {
              const rowErrors = errors.specs?.[i];
              const n = i + 1;
              return (
                <Box as="li" key={row.id} aria-label={s.rowLabel(n)} borderWidth="1px" borderRadius="md" p="3">
                  <Flex gap="3" wrap={{ base: "wrap", sm: "nowrap" }} align="flex-start">
                    <Field.Root invalid={!!rowErrors?.name} required flex={{ base: "1 1 100%", sm: "1 1 0" }} minW="0">
                      <Field.Label fontSize="xs" color="fg.muted">{s.nameLabel(n)}</Field.Label>
                      <Input {...register(`specs.${i}.name`)} autoComplete="off" placeholder={s.namePlaceholder} />
                      <Field.ErrorText>{rowErrors?.name?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!rowErrors?.value} required flex={{ base: "1 1 100%", sm: "2 1 0" }} minW="0">
                      <Field.Label fontSize="xs" color="fg.muted">{s.valueLabel(n)}</Field.Label>
                      <Input {...register(`specs.${i}.value`)} autoComplete="off" placeholder={s.valuePlaceholder} />
                      <Field.ErrorText>{rowErrors?.value?.message}</Field.ErrorText>
                    </Field.Root>
                    {/* Level with the inputs (below their labels) when on one line with them. */}
                    <HStack gap="1" flexShrink={0} mt={{ base: "0", sm: "6" }}>
                      <Button
                        ref={(el) => void buttons.current.set(`${row.id}:up`, el)}
                        size="sm"
                        variant="outline"
                        aria-label={s.moveUp(n)}
                        disabled={i === 0}
                        onClick={() => moveRow(i, i - 1)}
                      >
                        {s.moveUpGlyph}
                      </Button>
                      <Button
                        ref={(el) => void buttons.current.set(`${row.id}:down`, el)}
                        size="sm"
                        variant="outline"
                        aria-label={s.moveDown(n)}
                        disabled={i === fields.length - 1}
                        onClick={() => moveRow(i, i + 1)}
                      >
                        {s.moveDownGlyph}
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" aria-label={s.remove(n)} onClick={() => removeRow(i)}>
                        {s.removeText}
                      </Button>
                    </HStack>
                  </Flex>
                </Box>
              );
            })}
          </Stack>
        )}
        <Box>
          <Button ref={addButton} size="sm" variant="outline" disabled={full} onClick={() => append({ name: "", value: "" })}>
            {s.add}
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {s.full(limits.specs)}
            </Text>
          )}
        </Box>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Fieldset.Root>
  );
}

/** More images: a list of web addresses or paths, shown after the main image. */
function GalleryField<Output>({ form }: { form: PartForm<Output> }) {
  const {
    control,
    register,
    setFocus,
    watch,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "gallery" });
  const g = t.gallery;
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAfterChange = usePendingFocus(fields);
  const full = fields.length >= limits.galleryImages;
  const error = listMessage(errors.gallery as ListError);
  const urls = watch("gallery");

  function removeRow(index: number) {
    remove(index);
    setAnnouncement(g.removed(index + 1));
    const left = fields.length - 1;
    focusAfterChange(() => (left > 0 ? setFocus(`gallery.${Math.min(index, left - 1)}.url`) : addButton.current?.focus()));
  }

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium">{g.legend}</Fieldset.Legend>
      <Fieldset.HelperText>{g.help(limits.galleryImages)}</Fieldset.HelperText>
      <Fieldset.Content>
        {fields.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {g.empty}
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" m="0">
            {fields.map((row, i) => {
              const message = errors.gallery?.[i]?.url?.message ?? errors.gallery?.[i]?.message;
              const n = i + 1;
              return (
                <Flex as="li" key={row.id} gap="3" align="flex-start">
                  <Field.Root invalid={!!message} required flex="1" minW="0">
                    <Field.Label fontSize="xs" color="fg.muted">{g.label(n)}</Field.Label>
                    <Input {...register(`gallery.${i}.url`)} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
                    <Field.ErrorText>{message}</Field.ErrorText>
                  </Field.Root>
                  <Box display={{ base: "none", sm: "block" }} mt="6">
                    <PicturePreview src={urls?.[i]?.url ?? ""} alt={g.previewAlt(n)} size={40} />
                  </Box>
                  <Button size="sm" variant="outline" colorPalette="red" aria-label={g.remove(n)} onClick={() => removeRow(i)} flexShrink={0} mt="6">
                    {g.removeText}
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        )}
        <Box>
          <Button ref={addButton} size="sm" variant="outline" disabled={full} onClick={() => append({ url: "" })}>
            {g.add}
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {g.full(limits.galleryImages)}
            </Text>
          )}
        </Box>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Fieldset.Root>
  );
}

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

/** Every country by its English name, for the Country of origin select (made on first use). */
let countriesByName: { code: string; name: string }[] | undefined;
const countryOptions = () =>
  (countriesByName ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en")));

/**
 * Export data: the customs codes, the country of origin and the boxed size, which the commercial
 * invoice, the duties at checkout and the US export filing read. Each may be left empty; the three
 * sizes go together.
 */
function ExportDataFields<Output>({ form }: { form: PartForm<Output> }) {
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
