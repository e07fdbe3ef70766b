import { Box, Button, Fieldset, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { usePendingFocus } from "./part-fields-shared";

/**
 * What a list field of the part's forms does with its rows (more images, specs, fitment ranges, other
 * numbers): a removed row is announced, and the focus moves to the row that took its place, or to the
 * Add button when none is left, so that it never falls back to the page.
 */
export function useListRows(
  fields: readonly unknown[],
  { remove, removed, focusRow }: { remove: (index: number) => void; removed: (n: number) => string; focusRow: (index: number) => void },
) {
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAfterChange = usePendingFocus(fields);

  function removeRow(index: number) {
    remove(index);
    setAnnouncement(removed(index + 1));
    const left = fields.length - 1;
    focusAfterChange(() => (left > 0 ? focusRow(Math.min(index, left - 1)) : addButton.current?.focus()));
  }

  return { announcement, setAnnouncement, addButton, focusAfterChange, removeRow };
}

interface ListFieldsetProps {
  legend: string;
  help: string;
  /** Shown instead of the list while it has no rows. */
  empty: string;
  count: number;
  /** A rule of the whole list broken (too many rows, two the same). */
  error?: string;
  addLabel: string;
  onAdd: () => void;
  addButton: RefObject<HTMLButtonElement | null>;
  /** The list holds as many rows as it may: Add is off, and `fullText` says why. */
  full: boolean;
  fullText: string;
  /** The polite announcement of the last change; left out when the field announces elsewhere. */
  announcement?: string;
  /** Inside the fieldset, before the rows (a datalist the rows' inputs suggest from). */
  before?: ReactNode;
  /** The rows, each an `li`. */
  children: ReactNode;
}

/** The frame of a list field: legend and help, the rows (or a note that there are none), Add, and the list's error. */
export function ListFieldset({ legend, help, empty, count, error, addLabel, onAdd, addButton, full, fullText, announcement, before, children }: ListFieldsetProps) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{help}</Fieldset.HelperText>
      <Fieldset.Content>
        {before}
        {count === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {empty}
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" m="0">
            {children}
          </Stack>
        )}
        <Box>
          <Button ref={addButton} size="sm" variant="outline" disabled={full} onClick={onAdd}>
            {addLabel}
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {fullText}
            </Text>
          )}
        </Box>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
      {announcement !== undefined && <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>}
    </Fieldset.Root>
  );
}
