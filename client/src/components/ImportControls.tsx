import { useApolloClient } from "@apollo/client/react";
import { Alert, Box, Button, Checkbox, Field, Stack, Text } from "@chakra-ui/react";
import { FileInput } from "./FileInput";
import { limits } from "@shared/rules";
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { copy } from "../lib/copy";
import { fileSize, MAX_IMPORT_BYTES, sendImportFile, type ImportProblem, type ImportProgress, type ImportReport } from "../lib/import-file";
import { useSession } from "../lib/session";
import { IsAdminDocument } from "../lib/use-is-admin";
import { importCopy } from "./import-copy";
import { ImportReportView } from "./ImportReportView";

// The CSV import panel of the admin pages that take files (Catalogue files, Export screening): one
// panel, each kind of file giving its path, its rules and its own strings.

const t = importCopy;

/** What tells one kind of file apart in the panel: the strings the others do not share. */
export interface ImportKindCopy {
  fileLabel: string;
  fileHelp: (megabytes: number, rows: number) => string;
  tooLarge: (size: string, megabytes: number) => string;
  /** The report's heading (and its region's name). */
  checkedHeading: string;
  nothingToImport: string;
  applied: (created: number, updated: number, unchanged: number) => string;
  /** Why an import stopped by bad rows wrote nothing, and what to do. */
  notApplied: (invalid: number) => string;
}

/** A kind of file an admin page imports: the catalogue, the fitment, the bikes, the screening list. */
export interface ImportKind {
  /** The REST import path, which streams its progress (POST, text/csv, `?dryRun=`). */
  importPath: string;
  /** Whether an import may write the good rows of a file with bad ones (`skipInvalid`); else it is all or nothing. */
  skipsInvalid: boolean;
  /** The Query fields whose answers an applied import changes: they are dropped from the cache. */
  changes: readonly string[];
  copy: ImportKindCopy;
}

/** A check (dry run) or an import under way, with the server's last progress line. */
interface Run {
  dryRun: boolean;
  progress: ImportProgress | null;
}

function problemMessage(problem: ImportProblem, dryRun: boolean): string {
  if (problem.message) return problem.message;
  if (problem.cutShort) return t.cutShort(dryRun);
  if (problem.status === 413) return t.tooLargeAnswer;
  return copy.common.error;
}

/** How far the server has read; the rows read and the share of the file are also in the status line. */
function RunProgress({ dryRun, percent, text }: { dryRun: boolean; percent: number | null; text: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={t.progressLabel(dryRun)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={text}
      h="2.5"
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" w={`${percent ?? 0}%`} bg="brand.solid" borderRadius="full" transition="width 0.2s" />
    </Box>
  );
}

/**
 * An import of one kind of file: choose a file, check it (a dry run whose progress streams back), read
 * the report, then import it. Bad rows must be skipped knowingly where the kind allows it (the
 * catalogue); else a file with bad rows is fixed and checked again, as its import would write nothing.
 */
export function ImportControls({ kind }: { kind: ImportKind }) {
  const client = useApolloClient();
  const { user } = useSession();
  const k = kind.copy;
  const skipHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  /** The last report that wrote nothing: the check's, or an import's stopped by bad rows. */
  const [report, setReport] = useState<ImportReport | null>(null);
  /** The last import's report (applied or not). */
  const [result, setResult] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<{ dryRun: boolean; message: string } | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const tooLarge = !!file && file.size > MAX_IMPORT_BYTES;

  /** After a 401: the Apollo client renews the session on its own refusal, so ask it something small. */
  const renewAccessToken = useCallback(async () => {
    if (!user) return false;
    await client.query({ query: IsAdminDocument, variables: { email: user.email }, fetchPolicy: "network-only" });
    return true;
  }, [client, user]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    request.current?.abort();
    request.current = null;
    setFile(event.target.files?.[0] ?? null);
    setRun(null);
    setReport(null);
    setResult(null);
    setProblem(null);
    setSkipInvalid(false);
  }

  async function send(dryRun: boolean) {
    if (!file || tooLarge) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setRun({ dryRun, progress: null });
    setProblem(null);
    setResult(null);
    if (dryRun) {
      setReport(null);
      setSkipInvalid(false);
    }
    try {
      const outcome = await sendImportFile(kind.importPath, file, {
        dryRun,
        skipInvalid: kind.skipsInvalid ? !dryRun && skipInvalid : undefined,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setRun({ dryRun, progress });
        },
        renewAccessToken,
      });
      if (controller.signal.aborted) return;
      if ("problem" in outcome) {
        setProblem({ dryRun, message: problemMessage(outcome.problem, dryRun) });
      } else if (dryRun) {
        setReport(outcome.report);
      } else {
        setResult(outcome.report);
        if (outcome.report.applied) {
          setReport(null);
          for (const fieldName of kind.changes) client.cache.evict({ fieldName });
          client.cache.gc();
        } else {
          // Bad rows stopped it (the data changed since the check): this report is the one to read.
          setReport(outcome.report);
          setSkipInvalid(false);
        }
      }
    } catch {
      if (!controller.signal.aborted) setProblem({ dryRun, message: copy.common.networkError });
    } finally {
      if (request.current === controller) {
        request.current = null;
        setRun(null);
      }
    }
  }

  // The share of the file the server has read (its bytes against the file's size).
  const percent = run?.progress ? Math.min(100, Math.floor((run.progress.bytes * 100) / Math.max(file?.size ?? 1, 1))) : null;
  let status = "";
  if (run) status = run.progress && percent !== null ? t.read(run.progress.rows, percent) : t.sending;
  else if (result?.applied) status = k.applied(result.created, result.updated, result.unchanged);
  else if (report) status = t.checkDone(report.created, report.updated, report.unchanged, report.invalid);

  const writable = !!report && report.created + report.updated > 0;
  const mustSkip = !!report && report.invalid > 0;

  return (
    <Stack gap="5">
      <Field.Root invalid={tooLarge} disabled={run?.dryRun === false}>
        <Field.Label>{k.fileLabel}</Field.Label>
        <FileInput accept=".csv,text/csv" onChange={choose} />
        {file && (
          <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
            {t.chosen(file.name, fileSize(file.size))}
          </Text>
        )}
        {tooLarge ? (
          <Field.ErrorText>{k.tooLarge(fileSize(file.size), limits.importFileMegabytes)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{k.fileHelp(limits.importFileMegabytes, limits.importRows)}</Field.HelperText>
        )}
      </Field.Root>

      <Box>
        <Button
          colorPalette="brand"
          variant={report ? "outline" : "solid"}
          onClick={() => void send(true)}
          disabled={!file || tooLarge || run?.dryRun === false}
          loading={run?.dryRun === true}
          loadingText={t.checking}
          width={{ base: "full", sm: "auto" }}
        >
          {t.check}
        </Button>
      </Box>

      <Stack gap="2">
        {run && <RunProgress dryRun={run.dryRun} percent={percent} text={status} />}
        {/*
          One polite region for the progress, then the outcome: present from the start, so that it is
          announced. The outcome is shown below (report, alert), so on screen only the progress is.
        */}
        <Text role="status" fontSize="sm" fontVariantNumeric="tabular-nums" srOnly={!run}>
          {status}
        </Text>
      </Stack>

      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.failedTitle(problem.dryRun)}</Alert.Title>
            <Alert.Description>{problem.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {result && !result.applied && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.notAppliedTitle}</Alert.Title>
            <Alert.Description>{k.notApplied(result.invalid)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {report && (
        <Stack gap="5">
          <ImportReportView report={report} heading={k.checkedHeading} />
          {writable && mustSkip && !kind.skipsInvalid ? (
            <Text fontWeight="medium">{t.fixFirst(report.invalid)}</Text>
          ) : writable ? (
            <Stack gap="3" align="flex-start">
              {mustSkip && (
                <Stack gap="1">
                  <Checkbox.Root colorPalette="brand" checked={skipInvalid} onCheckedChange={(e) => setSkipInvalid(e.checked === true)}>
                    <Checkbox.HiddenInput aria-describedby={skipHelpId} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t.skip(report.invalid)}</Checkbox.Label>
                  </Checkbox.Root>
                  <Text id={skipHelpId} fontSize="sm" color="fg.muted" ps="7">
                    {t.skipHelp}
                  </Text>
                </Stack>
              )}
              <Button
                colorPalette="brand"
                onClick={() => void send(false)}
                disabled={(mustSkip && !skipInvalid) || run?.dryRun === true}
                loading={run?.dryRun === false}
                loadingText={t.importing}
                width={{ base: "full", sm: "auto" }}
              >
                {t.apply}
              </Button>
            </Stack>
          ) : (
            <Text fontWeight="medium">{k.nothingToImport}</Text>
          )}
        </Stack>
      )}

      {result?.applied && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.appliedTitle}</Alert.Title>
            <Alert.Description>
              {k.applied(result.created, result.updated, result.unchanged)}
              {result.invalid > 0 && ` ${t.skipped(result.invalid)}`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
