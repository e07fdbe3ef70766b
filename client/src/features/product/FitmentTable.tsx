import { Box, Field, Heading, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { stackedFrame, stackOnPhones, tableRoles } from "../../components/stacked-table";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { productCopy as t } from "./copy";
import { groupFitment, yearsLabel } from "./fitment";

/** The bikes a part fits. */
export const FitmentTableFragment = graphql(`
  fragment FitmentTable_part on Part {
    id
    universalFit
    fitment {
      id
      make
      model
      makeSlug
      modelSlug
      yearFrom
      yearTo
      variant
      market
      position
      notes
    }
  }
`);

/** Above this many makes and models, the table offers a filter. */
const FILTER_FROM = 2;

/**
 * The part's fitment: a table per make and model, year ranges collapsed ("2018–2024"), with variant,
 * market, position and notes; each range's years link to the bike page of its newest year. Filterable
 * by typing a make or model; rows stacked on phones. "Universal fit" or "No fitment data" when empty.
 */
export function FitmentTable(props: { part: FragmentType<typeof FitmentTableFragment> }) {
  const part = useFragment(FitmentTableFragment, props.part);
  const [filter, setFilter] = useState("");
  const headingId = useId();
  const all = groupFitment(part.fitment);
  const groups = filter.trim() ? groupFitment(part.fitment, filter) : all;

  let body;
  if (part.universalFit) body = <Text>{t.universalFitment}</Text>;
  else if (part.fitment.length === 0) body = <Text color="fg.muted">{t.noFitment}</Text>;
  else {
    body = (
      <Stack gap="5">
        {all.length >= FILTER_FROM && (
          <Field.Root maxW={{ base: "full", sm: "sm" }}>
            <Field.Label>{t.fitmentFilter}</Field.Label>
            <Input type="search" value={filter} placeholder={t.fitmentFilterPlaceholder} onChange={(e) => setFilter(e.currentTarget.value)} />
          </Field.Root>
        )}
        <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
          {filter.trim() ? t.fitmentShown(groups.length) : ""}
        </Text>
        {groups.map((group) => {
          const groupName = `${group.make} ${group.model}`;
          return (
            <Stack as="section" key={group.key} aria-label={groupName} gap="2">
              <Heading as="h3" size="md">
                {groupName}
              </Heading>
              <Box {...stackedFrame} overflowX={{ md: "auto" }}>
                <Table.Root size="sm" css={stackOnPhones} {...tableRoles.table} aria-label={groupName}>
                  <Table.Header {...tableRoles.rowgroup}>
                    <Table.Row {...tableRoles.row}>
                      {[t.years, t.variant, t.market, t.position, t.notes].map((h) => (
                        <Table.ColumnHeader key={h} {...tableRoles.columnheader}>
                          {h}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body {...tableRoles.rowgroup}>
                    {group.ranges.map((range) => {
                      const years = yearsLabel(range.yearFrom, range.yearTo);
                      return (
                        <Table.Row key={`${range.yearFrom}-${range.variant}-${range.market}-${range.position}-${range.notes}`} {...tableRoles.row}>
                          <Table.Cell data-label={t.years} {...tableRoles.cell}>
                            <Link asChild color="navy.700" textDecoration="underline">
                              <RouterLink to={`/bikes/${group.makeSlug}/${group.modelSlug}/${range.yearTo}`} aria-label={t.bikePartsLink(range.yearTo, groupName, years)}>
                                {years}
                              </RouterLink>
                            </Link>
                          </Table.Cell>
                          <Table.Cell data-label={t.variant} {...tableRoles.cell}>
                            {range.variant ?? t.every}
                          </Table.Cell>
                          <Table.Cell data-label={t.market} {...tableRoles.cell}>
                            {range.market ?? t.every}
                          </Table.Cell>
                          <Table.Cell data-label={t.position} {...tableRoles.cell}>
                            {range.position ? t.positions[range.position] : "—"}
                          </Table.Cell>
                          <Table.Cell data-label={t.notes} {...tableRoles.cell} wordBreak="break-word">
                            {range.notes ?? "—"}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Stack>
          );
        })}
        {groups.length === 0 && <Text color="fg.muted">{t.fitmentNoMatch}</Text>}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t.fitment}
      </Heading>
      {body}
    </Stack>
  );
}
