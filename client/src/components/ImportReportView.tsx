import { DataList, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { ImportReport } from "@shared/imports";
import { importCopy } from "./import-copy";

const t = importCopy;

const number = (n: number) => n.toLocaleString("en-US");

/** A checked file: what the import would do, and the bad rows with their row numbers. `heading` names the kind of import. */
export function ImportReportView({ report, heading }: { report: ImportReport; heading: string }) {
  const headingId = useId();
  const captionId = useId();
  const counts = [
    { label: t.counts.create, value: report.created },
    { label: t.counts.update, value: report.updated },
    { label: t.counts.unchanged, value: report.unchanged },
    { label: t.counts.invalid, value: report.invalid },
  ];
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="1">
        <Heading as="h4" size="md" id={headingId}>
          {heading}
        </Heading>
        <Text color="fg.muted">{t.checked(report.rows)}</Text>
      </Stack>
      <DataList.Root orientation="horizontal" gap="2">
        {counts.map((count) => (
          <DataList.Item key={count.label}>
            <DataList.ItemLabel minW="44">{count.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" color={count.label === t.counts.invalid && count.value > 0 ? "red.700" : undefined}>
              {number(count.value)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {report.errors.length > 0 && (
        <Stack gap="2">
          {/* Scrolls both ways within its frame; focusable, so that a keyboard can scroll it too. */}
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            maxH="96"
            overflowY="auto"
            tabIndex={0}
            role="region"
            aria-labelledby={captionId}
          >
            <Table.Root size="sm" stickyHeader>
              <Table.Caption id={captionId} captionSide="top" textAlign="start" fontWeight="semibold" color="fg" px="3" py="2" mt="0">
                {t.errorsCaption(report.invalid, report.errors.length)}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="16" textAlign="end">
                    {t.columns.row}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader minW="40">{t.columns.message}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.errors.map((error) => (
                  <Table.Row key={error.row}>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" verticalAlign="top">
                      {number(error.row)}
                    </Table.Cell>
                    {/* The scroll area keeps lines whole (nowrap); a message wraps, so that phones scroll only for long words. */}
                    <Table.Cell whiteSpace="normal" overflowWrap="anywhere">
                      {error.message}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text fontSize="sm" color="fg.muted">
            {t.rowNote}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
