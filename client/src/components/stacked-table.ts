import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * Tables that become stacked rows on phones (below `md`): every row a bordered block, every cell a line
 * with its column's name before the value (from the cell's `data-label`), every action reachable without
 * scrolling sideways. Wider screens keep the table. Put `css={stackOnPhones}` on `Table.Root` (with
 * `minW` applying from `md` only), `data-label` on each `Table.Cell`, and the roles from `tableRoles` so
 * the table stays a table for screen readers whatever its CSS display.
 */
export const stackOnPhones: SystemStyleObject = {
  mdDown: {
    display: "block",
    minWidth: "0",
    "& thead": { display: "none" },
    "& tbody, & tr": { display: "block", width: "100%" },
    "& tr": {
      borderWidth: "1px",
      borderColor: "border",
      borderRadius: "md",
      px: "3",
      py: "2",
      mb: "3",
      bg: "bg",
    },
    "& td": {
      display: "flex",
      alignItems: "flex-start",
      justifyContent: "space-between",
      gap: "3",
      width: "100%",
      px: "0",
      py: "1.5",
      textAlign: "start",
      borderBottomWidth: "0",
      whiteSpace: "normal",
    },
    "& td > *": { minWidth: "0" },
    "& td[data-label]::before": {
      content: "attr(data-label)",
      flexShrink: 0,
      width: "7rem",
      fontWeight: "semibold",
      color: "fg.muted",
    },
  },
};

/** Where the stacked table's outer frame goes: a border on wide screens only (each row has its own on phones). */
export const stackedFrame = { borderWidth: { base: "0", md: "1px" }, borderRadius: "md" } as const;

/** Explicit roles: a table whose CSS display changes keeps its semantics in every browser. */
export const tableRoles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  cell: { role: "cell" },
} as const;
