import { useQuery } from "@apollo/client/react";
import { Box, Heading, Link, SkeletonText, Stack, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { returnsAdminCopy } from "./copy";
import { ReturnsAdminFitmentReportDocument } from "./operations";

const f = returnsAdminCopy.fitment;

/**
 * The parts that came back more than once as not fitting the same bike, most returns first: the fitment
 * data most likely wrong. Its own query, so that a failure here leaves the returns above usable.
 */
export function FitmentReport() {
  const headingId = useId();
  // Fresh on every visit (returns come in meanwhile); later renders read the cache.
  const { data, error, refetch } = useQuery(ReturnsAdminFitmentReportDocument, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const rows = data?.returnFitmentReport;

  let body;
  if (error && !rows) {
    body = <ErrorState error={error} title={f.loadError} onRetry={() => void refetch().catch(() => {})} />;
  } else if (!rows) {
    // One status around the lines (SkeletonText would give each line the role).
    body = (
      <Box role="status" aria-label={f.loading}>
        <SkeletonText noOfLines={3} />
      </Box>
    );
  } else if (rows.length === 0) {
    body = <Text>{f.empty}</Text>;
  } else {
    body = (
      <Table.ScrollArea {...stackedFrame}>
        <Table.Root size="sm" aria-label={f.tableLabel} minW={{ md: "lg" }} css={stackOnPhones} {...tableRoles.table}>
          <Table.Header {...tableRoles.rowgroup}>
            <Table.Row {...tableRoles.row}>
              <Table.ColumnHeader {...tableRoles.columnheader}>{f.columns.part}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{f.columns.bike}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign={{ md: "end" }} {...tableRoles.columnheader}>
                {f.columns.returns}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{f.columns.last}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body {...tableRoles.rowgroup}>
            {rows.map((row, i) => (
              <Table.Row key={`${row.part?.id ?? `gone-${i}`}-${row.vehicle.id}`} {...tableRoles.row}>
                <Table.Cell data-label={f.columns.part} {...tableRoles.cell}>
                  <Stack gap="0.5">
                    {row.part ? (
                      <Link asChild fontWeight="semibold" color="navy.700" textDecoration="underline" overflowWrap="anywhere">
                        <RouterLink to={`/product/${row.part.id}`}>{row.part.name}</RouterLink>
                      </Link>
                    ) : (
                      <Text color="fg.muted">{f.partGone}</Text>
                    )}
                    {row.part?.partNumber && (
                      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                        {f.partNumber(row.part.partNumber)}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell data-label={f.columns.bike} overflowWrap="anywhere" {...tableRoles.cell}>
                  {row.vehicle.name}
                </Table.Cell>
                <Table.Cell data-label={f.columns.returns} textAlign={{ md: "end" }} {...tableRoles.cell}>
                  {f.returns(row.returns)}
                </Table.Cell>
                <Table.Cell data-label={f.columns.last} {...tableRoles.cell}>
                  {f.last(row.lastReturnedAt)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" minW="0">
      <Stack gap="1">
        <Heading as="h3" size="lg" id={headingId}>
          {f.heading}
        </Heading>
        <Text color="fg.muted">{f.intro}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
