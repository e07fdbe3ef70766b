import { Box, Button, Field, Flex, HStack, Input } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { catalogueAdminCopy } from "./copy";
import { ListFieldset, useListRows } from "./ListFieldset";
import { listMessage, type ListError, type PartForm } from "./part-fields-shared";

const t = catalogueAdminCopy.partForm;

/**
 * Specs: an ordered list of name and value rows. Each input is labelled with its row ("Spec 2 name"),
 * each button says what it does to which row; moving or removing a row keeps the focus on the list and
 * is announced.
 */
export function SpecsField<Output>({ form }: { form: PartForm<Output> }) {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "specs" });
  const s = t.specs;
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const rows = useListRows(fields, { remove, removed: s.removed, focusRow: (i) => setFocus(`specs.${i}.name`) });

  function moveRow(from: number, to: number) {
    const id = fields[from].id;
    move(from, to);
    rows.setAnnouncement(s.moved(from + 1, to + 1));
    // The moved row's button of the same direction, or the other one at either end of the list.
    const up = to > 0 && (to < from || to === fields.length - 1);
    rows.focusAfterChange(() => buttons.current.get(`${id}:${up ? "up" : "down"}`)?.focus());
  }

  return (
    <ListFieldset
      legend={s.legend}
      help={s.help(limits.specs)}
      empty={s.empty}
      count={fields.length}
      error={listMessage(errors.specs as ListError)}
      addLabel={s.add}
      onAdd={() => append({ name: "", value: "" })}
      addButton={rows.addButton}
      full={fields.length >= limits.specs}
      fullText={s.full(limits.specs)}
      announcement={rows.announcement}
    >
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
                <Button size="sm" variant="outline" colorPalette="red" aria-label={s.remove(n)} onClick={() => rows.removeRow(i)}>
                  {s.removeText}
                </Button>
              </HStack>
            </Flex>
          </Box>
        );
      })}
    </ListFieldset>
  );
}
