import { Box, Button, Field, Fieldset, Flex, HStack, Input, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { catalogueAdminCopy } from "./copy";
import { listMessage, usePendingFocus, type ListError, type PartForm } from "./part-fields-shared";

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
