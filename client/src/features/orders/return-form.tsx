import { Box, Checkbox, Field, Flex, NativeSelect, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { mayReturnPart, RETURN_NOTE_MAX, RETURN_REASONS, REASON_RULES, type ReturnReason } from "@shared/return-policy";
import { useId } from "react";
import { Controller, useWatch, type Path, type UseFormReturn, type UseFormSetError } from "react-hook-form";
import { z } from "zod";
import type { RequestReturnPageQuery } from "../../gql/graphql";
import { errorCode, errorMessage } from "../../lib/graphql-errors";
import { requestReturnCopy as t } from "./copy";

/**
 * The return form's rules and its lines (RequestReturnPage): the server's rules as the form checks them
 * first, the server's refusals put back under the fields, and one order line's choice.
 */

export type Order = NonNullable<RequestReturnPageQuery["order"]>;
export type Line = Order["lines"][number];

/** A deleted part is returnable, as the server has it. */
export const partReturnable = (line: Line) => line.part?.returnable ?? true;

export const isReason = (value: string): value is ReturnReason => (RETURN_REASONS as readonly string[]).includes(value);

/** Whether the buyer may ask for the same parts again instead of a refund for this reason (damaged, faulty). */
export const exchangeable = (value: string) => isReason(value) && REASON_RULES[value].exchangeable;

/**
 * The form's checks, the server's rules (shared/return-policy.ts, shared/return-schemas.ts) for this
 * order: at least one part, 1 up to the units left of each, a reason it may come back for, a short note.
 */
export function returnForm(lines: readonly Line[]) {
  return z
    .object({
      lines: z.array(z.object({ orderLineId: z.string(), selected: z.boolean(), quantity: z.string() })),
      reason: z.string(),
      exchange: z.boolean(),
      note: z.string().max(RETURN_NOTE_MAX, t.errors.noteTooLong(RETURN_NOTE_MAX)),
    })
    .superRefine((values, ctx) => {
      const reason = isReason(values.reason) ? values.reason : null;
      if (!reason) ctx.addIssue({ code: "custom", path: ["reason"], message: t.errors.reason });
      if (!values.lines.some((l) => l.selected)) ctx.addIssue({ code: "custom", path: ["lines"], message: t.errors.nothingChosen });
      values.lines.forEach((value, i) => {
        const line = lines[i];
        if (!value.selected || !line) return;
        const quantity = Number(value.quantity);
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.returnableQuantity) {
          ctx.addIssue({ code: "custom", path: ["lines", i, "quantity"], message: t.errors.quantity(line.returnableQuantity) });
        }
        if (reason && !mayReturnPart(partReturnable(line), reason)) {
          ctx.addIssue({ code: "custom", path: ["lines", i, "selected"], message: t.errors.notReturnable });
        }
      });
    });
}

export type ReturnValues = z.input<ReturnType<typeof returnForm>>;

/**
 * Puts each field error of a refused request under its field: the server names a line by its place in
 * the request (`input.lines.0.quantity`), which `sent` turns back into the form's line. Returns the message
 * to show above the form for anything else (CONFLICT: not delivered, or the window closed), or null.
 */
export function applyReturnErrors(error: unknown, sent: readonly string[], lines: readonly Line[], setError: UseFormSetError<ReturnValues>): string | null {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return errorMessage(error);
  const first = error.errors[0];
  const listed = Array.isArray(first?.extensions?.fields)
    ? (first.extensions.fields as { field?: unknown; message?: unknown }[])
    : [{ field: first?.extensions?.field, message: first?.message }];
  let placed = 0;
  for (const { field, message } of listed) {
    if (typeof field !== "string" || typeof message !== "string") continue;
    let path: Path<ReturnValues> | null = null;
    const line = /^input\.lines\.(\d+)\.(quantity|orderLineId)$/.exec(field);
    if (line) {
      const index = lines.findIndex((l) => l.id === sent[Number(line[1])]);
      if (index >= 0) path = line[2] === "quantity" ? `lines.${index}.quantity` : `lines.${index}.selected`;
    } else if (field === "input.reason") path = "reason";
    else if (field === "input.note") path = "note";
    else if (field === "input.exchange") path = "exchange";
    if (path) setError(path, { type: "server", message }, { shouldFocus: placed++ === 0 });
  }
  return placed > 0 ? null : errorMessage(error);
}

/** One line of the order: whether it goes back, and how many of it. */
export function LineChoice({ line, index, form }: { line: Line; index: number; form: UseFormReturn<ReturnValues> }) {
  const { control, register, formState } = form;
  const errors = formState.errors.lines?.[index];
  const selected = useWatch({ control, name: `lines.${index}.selected` });
  const left = line.returnableQuantity;
  const whyId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" aria-label={line.name}>
      <Text fontWeight="medium">{line.name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {[line.partNumber, t.bought(line.quantity, left)].filter(Boolean).join(" · ")}
      </Text>
      {!partReturnable(line) && (
        <Text fontSize="sm" color="orange.800" mt="1">
          {t.notReturnable}
        </Text>
      )}
      <Flex gap="4" mt="2" align="end" wrap="wrap">
        <Stack gap="1">
          <Controller
            control={control}
            name={`lines.${index}.selected`}
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(e) => {
                  field.onChange(e.checked === true);
                  // "Choose at least one part" sits on the list, not on this box: checked again with it once shown.
                  if (formState.isSubmitted) void form.trigger("lines");
                }}
                disabled={left === 0}
                invalid={!!errors?.selected}
                colorPalette="brand"
                minH="10"
              >
                <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} aria-describedby={left === 0 || errors?.selected ? whyId : undefined} />
                <Checkbox.Control />
                <Checkbox.Label>
                  {t.choose}
                  {/* Named by its line for screen readers: "Return this part (Brake pads)". */}
                  <VisuallyHidden>{t.chooseOf(line.name)}</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {left === 0 ? (
            <Text id={whyId} fontSize="sm" color="fg.muted">
              {t.noneLeft}
            </Text>
          ) : (
            errors?.selected && (
              <Text id={whyId} fontSize="sm" color="red.700">
                {errors.selected.message}
              </Text>
            )
          )}
        </Stack>
        {/* How many, once the line is chosen: 1 up to the units left. */}
        {selected && left > 0 && (
          <Field.Root invalid={!!errors?.quantity} width="auto" minW="36">
            <Field.Label fontSize="sm">
              {t.quantity}
              <VisuallyHidden>{t.quantityOf(line.name)}</VisuallyHidden>
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register(`lines.${index}.quantity`)}>
                {Array.from({ length: left }, (_, n) => (
                  <option key={n + 1} value={String(n + 1)}>
                    {n + 1}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{errors?.quantity?.message}</Field.ErrorText>
          </Field.Root>
        )}
      </Flex>
    </Box>
  );
}

