import { Box, Button, Card, chakra, Field, Heading, HStack, IconButton, Input, SimpleGrid, SkeletonText, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useId, useState } from "react";
import { useFieldArray, useForm, type Control, type FieldPath, type UseFormRegister } from "react-hook-form";
import { countryName } from "@shared/addresses";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import type { ShippingZonesQuery } from "../../gql/graphql";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { shippingAdminCopy } from "./copy";
import { DeleteShippingZoneDocument, SaveShippingZoneDocument, ShippingZonesDocument } from "./operations";

const t = shippingAdminCopy;

type Zone = ShippingZonesQuery["shippingZones"][number];

/** The form holds text, as its inputs do; the server checks the numbers (and answers each wrong field). */
interface ZoneForm {
  name: string;
  countries: string;
  methods: { id: string; label: string; minDays: string; maxDays: string; rates: { maxWeightKg: string; price: string }[] }[];
}

const dollars = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

function toForm(zone: Zone | null): ZoneForm {
  if (!zone) return { name: "", countries: "", methods: [{ id: "", label: "", minDays: "", maxDays: "", rates: [{ maxWeightKg: "", price: "" }] }] };
  return {
    name: zone.name,
    countries: zone.countries.join(", "),
    methods: zone.methods.map((m) => ({
      id: m.id,
      label: m.label,
      minDays: String(m.minDays),
      maxDays: String(m.maxDays),
      rates: m.rates.map((r) => ({ maxWeightKg: String(r.maxWeightKg), price: String(r.price) })),
    })),
  };
}

/** The inputs hold numbers as text, checked as they are typed (a decimal comma too); the server checks the values. */
const decimalText = { required: t.required, pattern: { value: /^\s*\d+([.,]\d+)?\s*$/, message: t.notNumber } };
const wholeText = { required: t.required, pattern: { value: /^\s*\d+\s*$/, message: t.notWholeNumber } };
const numberOf = (text: string) => Number(text.trim().replace(",", "."));

function RateRows({ control, register, method, errorOf }: { control: Control<ZoneForm>; register: UseFormRegister<ZoneForm>; method: number; errorOf: (path: string) => string | undefined }) {
  const { fields, append, remove } = useFieldArray({ control, name: `methods.${method}.rates` });
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">{t.rates}</Text>
      {fields.map((row, j) => (
        <HStack key={row.id} align="end" gap="2">
          <Field.Root invalid={!!errorOf(`methods.${method}.rates.${j}.maxWeightKg`)}>
            <Field.Label fontSize="sm">{t.maxWeight}</Field.Label>
            <Input inputMode="decimal" {...register(`methods.${method}.rates.${j}.maxWeightKg`, decimalText)} />
            <Field.ErrorText color="red.700">{errorOf(`methods.${method}.rates.${j}.maxWeightKg`)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errorOf(`methods.${method}.rates.${j}.price`)}>
            <Field.Label fontSize="sm">{t.price}</Field.Label>
            <Input inputMode="decimal" {...register(`methods.${method}.rates.${j}.price`, decimalText)} />
            <Field.ErrorText color="red.700">{errorOf(`methods.${method}.rates.${j}.price`)}</Field.ErrorText>
          </Field.Root>
          <IconButton aria-label={`${t.removeRate} ${j + 1}`} variant="ghost" onClick={() => remove(j)} disabled={fields.length === 1}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => append({ maxWeightKg: "", price: "" })}>
        {t.addRate}
      </Button>
    </Stack>
  );
}

function ZoneEditor({ zone, onDone }: { zone: Zone | null; onDone: () => void }) {
  const [save] = useMutation(SaveShippingZoneDocument, { refetchQueries: [ShippingZonesDocument], awaitRefetchQueries: true });
  const { control, register, handleSubmit, setError, formState } = useForm<ZoneForm>({ defaultValues: toForm(zone) });
  const { fields, append, remove } = useFieldArray({ control, name: "methods" });
  const [formError, setFormError] = useState<string | null>(null);
  const headingId = useId();
  const errors = formState.errors as Record<string, unknown>;
  const errorOf = (path: string): string | undefined => {
    const found = path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), errors);
    return (found as { message?: string } | undefined)?.message;
  };

  const onSubmit = handleSubmit(async (form) => {
    setFormError(null);
    const input = {
      ...(zone ? { id: zone.id } : {}),
      name: form.name,
      countries: form.countries.split(/[\s,;]+/).filter(Boolean),
      methods: form.methods.map((m) => ({
        ...(m.id ? { id: m.id } : {}),
        label: m.label,
        minDays: numberOf(m.minDays),
        maxDays: numberOf(m.maxDays),
        rates: m.rates.map((r) => ({ maxWeightKg: numberOf(r.maxWeightKg), price: numberOf(r.price) })),
      })),
    };
    try {
      const { data } = await save({ variables: { input } });
      toaster.success({ title: t.saved(data?.saveShippingZone.name ?? form.name) });
      onDone();
    } catch (err) {
      // The server names each wrong field by its path in the input, which is the form's own path.
      const listed = CombinedGraphQLErrors.is(err) ? err.errors[0]?.extensions?.fields : undefined;
      const single = CombinedGraphQLErrors.is(err) ? err.errors[0]?.extensions?.field : undefined;
      const items = Array.isArray(listed) ? (listed as { field: string; message: string }[]) : typeof single === "string" ? [{ field: single, message: errorMessage(err) }] : [];
      let placed = 0;
      for (const item of items) {
        const path = item.field.startsWith("countries") ? "countries" : item.field;
        setError(path as FieldPath<ZoneForm>, { type: "server", message: item.message }, { shouldFocus: placed++ === 0 });
      }
      if (placed === 0) setFormError(errorMessage(err));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md" id={headingId} mb="4">
        {zone ? t.formTitleEdit(zone.name) : t.formTitleNew}
      </Heading>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errorOf("name")}>
            <Field.Label>{t.name}</Field.Label>
            <Input {...register("name")} />
            <Field.ErrorText color="red.700">{errorOf("name")}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errorOf("countries")}>
            <Field.Label>{t.countries}</Field.Label>
            <Input autoCapitalize="characters" spellCheck={false} {...register("countries")} />
            {errorOf("countries") ? <Field.ErrorText color="red.700">{errorOf("countries")}</Field.ErrorText> : <Field.HelperText>{t.countriesHelp}</Field.HelperText>}
          </Field.Root>
        </SimpleGrid>
        <Heading as="h4" size="sm">{t.methods}</Heading>
        {fields.map((method, i) => (
          <Box key={method.id} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t.method(i + 1)}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="3">
              <Field.Root invalid={!!errorOf(`methods.${i}.label`)}>
                <Field.Label>{t.label}</Field.Label>
                <Input {...register(`methods.${i}.label`)} />
                <Field.ErrorText color="red.700">{errorOf(`methods.${i}.label`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errorOf(`methods.${i}.minDays`)}>
                <Field.Label>{t.minDays}</Field.Label>
                <Input inputMode="numeric" {...register(`methods.${i}.minDays`, wholeText)} />
                <Field.ErrorText color="red.700">{errorOf(`methods.${i}.minDays`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errorOf(`methods.${i}.maxDays`)}>
                <Field.Label>{t.maxDays}</Field.Label>
                <Input inputMode="numeric" {...register(`methods.${i}.maxDays`, wholeText)} />
                <Field.ErrorText color="red.700">{errorOf(`methods.${i}.maxDays`)}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <RateRows control={control} register={register} method={i} errorOf={errorOf} />
            <Button size="sm" variant="ghost" colorPalette="red" mt="3" onClick={() => remove(i)}>
              {t.removeMethod}
            </Button>
          </Box>
        ))}
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => append({ id: "", label: "", minDays: "", maxDays: "", rates: [{ maxWeightKg: "", price: "" }] })}>
          {t.addMethod}
        </Button>
        {formError && (
          <Text role="alert" color="red.700">
            {formError}
          </Text>
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
            {t.save}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={formState.isSubmitting}>
            {t.cancel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function ZoneCard({ zone, onEdit }: { zone: Zone; onEdit: () => void }) {
  const [remove, { loading }] = useMutation(DeleteShippingZoneDocument, { refetchQueries: [ShippingZonesDocument], awaitRefetchQueries: true });
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const headingId = useId();
  const onDelete = async () => {
    setRemoveError(null);
    try {
      await remove({ variables: { id: zone.id } });
      setConfirming(false);
      toaster.success({ title: t.removed(zone.name) });
    } catch (err) {
      setRemoveError(errorMessage(err));
    }
  };
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {zone.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">{zone.countries.map(countryName).join(", ")}</Text>
          </Stack>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t.edit}
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              {t.remove}
            </Button>
          </HStack>
        </HStack>
        {/* Focusable, so that a keyboard can scroll a wide table on a phone. */}
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t.tableCaption(zone.name)}>
          <Table.Root size="sm" aria-label={t.tableCaption(zone.name)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.label}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.delivery}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.rates}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {zone.methods.map((m) => (
                <Table.Row key={m.id}>
                  <Table.Cell>{m.label}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{t.days(m.minDays, m.maxDays)}</Table.Cell>
                  <Table.Cell>{m.rates.map((r) => t.band(r.maxWeightKg, dollars(r.price))).join(" · ")}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <AdminDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t.removeTitle(zone.name)}
          confirmLabel={t.remove}
          onConfirm={() => void onDelete()}
          busy={loading}
          danger
          error={removeError}
          role="alertdialog"
          size="sm"
        >
          <Text>{t.removeBody}</Text>
        </AdminDialog>
      </Card.Body>
    </Card.Root>
  );
}

/** Dashboard › Shipping (admins): the shipping zones, their methods and weight-band rates (ADR 0030). */
export default function ShippingZonesPage() {
  usePageTitle(t.title);
  const { data, error, loading, refetch } = useQuery(ShippingZonesDocument);
  const [editing, setEditing] = useState<Zone | "new" | null>(null);
  const zones = data?.shippingZones ?? [];
  return (
    <Stack gap="6">
      <PageHeading title={t.title} intro={t.intro} />
      {error && !data ? (
        <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
      ) : loading && !data ? (
        <SkeletonText noOfLines={6} role="status" />
      ) : (
        <>
          {editing !== null ? (
            <ZoneEditor key={editing === "new" ? "new" : editing.id} zone={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
          ) : (
            <Button alignSelf="start" colorPalette="brand" onClick={() => setEditing("new")}>
              {t.add}
            </Button>
          )}
          {zones.length === 0 && <Text>{t.empty}</Text>}
          {zones.map((zone) => (
            <ZoneCard key={zone.id} zone={zone} onEdit={() => setEditing(zone)} />
          ))}
        </>
      )}
    </Stack>
  );
}
