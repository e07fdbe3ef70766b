import { Alert, Badge, Button, chakra, Field, Heading, List, SkeletonText, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { FileInput } from "../../components/FileInput";
import { useMutation, useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useId, useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { BASE_CURRENCY } from "@shared/currencies";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { useFragment, type FragmentType } from "../../gql";
import type { ExchangeRateRow_CurrencyFragment } from "../../gql/graphql";
import { errorCode } from "../../lib/graphql-errors";
import { fileSize } from "../../lib/import-file";
import { toaster } from "../../lib/toaster";
import { ratesAdminCopy } from "./copy";
import { ExchangeRateRowFragment, ExchangeRatesDocument, ImportExchangeRatesDocument } from "./operations";

const t = ratesAdminCopy;

/** The server's limit on the CSV text (ExchangeRatesService.importCsv), checked here before it is sent. */
const MAX_CSV_KB = 16;
const MAX_CSV_BYTES = MAX_CSV_KB * 1024;

type Currency = ExchangeRateRow_CurrencyFragment;
type Status = keyof typeof t.statusLabel;

/** Available (US dollars always are), stale (a rate, but older than the shop's limit) or without a rate. */
const statusOf = (c: Currency): Status => (c.available ? "available" : c.rate ? "stale" : "missing");
const PALETTE: Record<Status, string> = { available: "green", stale: "orange", missing: "red" };

/** The bytes the server counts: the text as UTF-8. */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const rateNumber = (rate: number) => rate.toLocaleString("en-US", { maximumFractionDigits: 10 });

/** A cell with nothing to say: a dash on screen, a word for screen readers. */
function Nothing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <chakra.span srOnly>{t.none}</chakra.span>
    </>
  );
}

function RatesTable(props: { currencies: readonly FragmentType<typeof ExchangeRateRowFragment>[] }) {
  const currencies = useFragment(ExchangeRateRowFragment, props.currencies);
  return (
    <Stack gap="3" minW="0">
      {/*
        Focusable, so that a keyboard can scroll the wide table on a phone; never wider than the page, and
        the containing block of the cells' screen-reader words, which would otherwise stick out of it.
      */}
      <Table.ScrollArea tabIndex={0} role="region" aria-label={t.tableCaption} borderWidth="1px" borderRadius="md" maxW="full" position="relative">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
            {t.tableCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t.code}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.rate}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.asOf}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.age}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.source}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {currencies.map((c) => {
              const status = statusOf(c);
              return (
                <Table.Row key={c.code}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {c.code}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{c.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {c.code === BASE_CURRENCY ? t.base : c.rate ? rateNumber(c.rate.ratePerUsd) : <Nothing />}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{c.rate ? t.asOfText(c.rate.asOf) : <Nothing />}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{c.rate ? t.ageText(c.rate.ageHours) : <Nothing />}</Table.Cell>
                  <Table.Cell minW="40" overflowWrap="anywhere">
                    {c.rate ? c.rate.source : <Nothing />}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[status]} variant="subtle" textTransform="none" whiteSpace="nowrap">
                      {t.statusLabel[status]}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted">
        {t.legend}
      </Text>
    </Stack>
  );
}

/** Reads a chosen file as text (FileReader, which every browser and jsdom have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(file);
  });
}

/** Why a load wrote nothing: each problem the server named (by row, or the file's), else its one message. */
function problemsOf(err: unknown): { title: string; items: string[] } {
  if (CombinedGraphQLErrors.is(err) && errorCode(err) === "BAD_USER_INPUT") {
    const listed = err.errors[0]?.extensions?.fields;
    const items = Array.isArray(listed) ? listed.flatMap((item: { message?: unknown }) => (typeof item?.message === "string" ? [item.message] : [])) : [];
    if (items.length === 0) items.push(errorMessage(err));
    return { title: t.problemsTitle(items.length), items };
  }
  return { title: t.failedTitle, items: [errorMessage(err)] };
}

interface RatesForm {
  csv: string;
}

function LoadRatesForm() {
  const headingId = useId();
  // A new key renders an empty file input once the rates it gave are loaded.
  const [fileKey, setFileKey] = useState(0);
  // The answer holds every currency after the load: it replaces the list, so the table shows the new rates.
  const [load] = useMutation(ImportExchangeRatesDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: ExchangeRatesDocument, data: { currencies: data.importExchangeRates.currencies } });
    },
  });
  const { register, handleSubmit, setValue, reset, formState } = useForm<RatesForm>({ defaultValues: { csv: "" } });
  const [problems, setProblems] = useState<{ title: string; items: string[] } | null>(null);
  const [fileNote, setFileNote] = useState<{ text: string; error: boolean } | null>(null);
  const csvError = formState.errors.csv?.message;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileNote(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFileNote({ text: t.tooLarge(fileSize(file.size), MAX_CSV_KB), error: true });
      return;
    }
    try {
      const text = await readText(file);
      setValue("csv", text, { shouldValidate: true, shouldDirty: true });
      setProblems(null);
      setFileNote({ text: t.fileRead(file.name), error: false });
    } catch {
      setFileNote({ text: t.fileUnreadable(file.name), error: true });
    }
  }

  const onSubmit = handleSubmit(async ({ csv }) => {
    setProblems(null);
    try {
      const { data } = await load({ variables: { csv } });
      toaster.success({ title: t.imported(data?.importExchangeRates.imported ?? 0) });
      reset({ csv: "" });
      setFileNote(null);
      setFileKey((k) => k + 1);
    } catch (err) {
      // Nothing was written: the text stays, to be fixed row by row.
      setProblems(problemsOf(err));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" minW="0">
      <Heading as="h3" size="md" id={headingId} mb="4">
        {t.formHeading}
      </Heading>
      <Stack gap="4">
        <Field.Root invalid={!!csvError || !!problems}>
          <Field.Label>{t.csvLabel}</Field.Label>
          <Textarea
            rows={8}
            fontFamily="mono"
            fontSize="sm"
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            placeholder={"currency,rate_per_usd,as_of\nEUR,0.8612,2026-12-02"}
            {...register("csv", {
              validate: {
                filled: (v) => v.trim() !== "" || t.required,
                size: (v) => {
                  const bytes = utf8Bytes(v);
                  return bytes <= MAX_CSV_BYTES || t.tooLarge(fileSize(bytes), MAX_CSV_KB);
                },
              },
            })}
          />
          {csvError ? <Field.ErrorText color="red.700">{csvError}</Field.ErrorText> : <Field.HelperText>{t.csvHelp(MAX_CSV_KB)}</Field.HelperText>}
        </Field.Root>

        <Field.Root invalid={!!fileNote?.error} disabled={formState.isSubmitting}>
          <Field.Label>{t.fileLabel}</Field.Label>
          <FileInput key={fileKey} accept=".csv,text/csv" onChange={(e) => void pick(e)} />
          {fileNote?.error ? <Field.ErrorText color="red.700">{fileNote.text}</Field.ErrorText> : <Field.HelperText>{t.fileHelp}</Field.HelperText>}
        </Field.Root>
        {/* Present from the start, so that a file read into the box is announced. */}
        <Text role="status" fontSize="sm" fontWeight="medium" overflowWrap="anywhere" srOnly={!fileNote || fileNote.error}>
          {fileNote && !fileNote.error ? fileNote.text : ""}
        </Text>

        {problems && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{problems.title}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" mt="1" gap="1">
                  {problems.items.map((item, i) => (
                    <List.Item key={`${i}-${item}`} overflowWrap="anywhere">
                      {item}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Button type="submit" colorPalette="brand" alignSelf="start" loading={formState.isSubmitting} loadingText={t.submitting} width={{ base: "full", sm: "auto" }}>
          {t.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** Dashboard › Exchange rates (admins): every currency's newest rate and whether it is offered, and a CSV load (ADR 0070). */
export default function ExchangeRatesPage() {
  usePageTitle(t.title);
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(ExchangeRatesDocument);
  const currencies = data?.currencies ?? [];
  return (
    <Stack gap="6" minW="0">
      <PageHeading title={t.title} intro={t.intro} />
      <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
        <Heading as="h3" size="md" id={headingId}>
          {t.tableHeading}
        </Heading>
        {error && !data ? (
          <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
        ) : loading && !data ? (
          <SkeletonText noOfLines={6} role="status" aria-label={t.loading} />
        ) : currencies.length === 0 ? (
          <Text>{t.empty}</Text>
        ) : (
          <RatesTable currencies={currencies} />
        )}
      </Stack>
      <LoadRatesForm />
    </Stack>
  );
}
