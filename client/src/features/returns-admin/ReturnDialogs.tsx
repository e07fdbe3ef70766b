import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Checkbox, Field, Fieldset, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { RETURN_NOTE_MAX, RETURN_REASON_TEXT_MAX } from "@shared/return-policy";
import { approveNote, rejectReason } from "@shared/return-schemas";
import { numberFromText } from "@shared/schemas";
import { useId, useState } from "react";
import { Controller, useForm, useWatch, type UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { AdminDialog } from "../../components/AdminDialog";
import type { AdminReturnCard_ReturnFragment } from "../../gql/graphql";
import { applyServerError } from "../../lib/forms";
import { errorCode, errorMessage } from "../../lib/graphql-errors";
import { returnsAdminCopy } from "./copy";
import { ReturnsAdminApproveDocument, ReturnsAdminReceiveDocument, ReturnsAdminRejectDocument, ReturnsAdminReturnDocument } from "./operations";

const t = returnsAdminCopy;

export type AdminReturn = AdminReturnCard_ReturnFragment;

/** What every dialog of a return takes: the return as the list shows it now, and what to do once done. */
interface ReturnDialogProps {
  ret: AdminReturn;
  onClose: () => void;
  /** The action was done: the page says so (`message`) and closes the dialog. */
  onDone: (message: string) => void;
}

/**
 * What a dialog does with a refusal besides showing it: on CONFLICT the return moved on meanwhile (another
 * admin approved, rejected or received it), so the return is asked of the server again and its card, its
 * buttons and the dialog's own button follow where it stands now.
 */
function useRefusal(id: string): (error: unknown) => void {
  const client = useApolloClient();
  return (error) => {
    if (errorCode(error) !== "CONFLICT") return;
    void client.query({ query: ReturnsAdminReturnDocument, variables: { id }, fetchPolicy: "network-only" }).catch(() => {});
  };
}

const approveForm = z.object({ note: approveNote });

/** Approves a requested return, with optional instructions its buyer is emailed. Mounted afresh for every opening. */
export function ApproveDialog({ ret, onClose, onDone }: ReturnDialogProps) {
  const d = t.approveDialog;
  const formId = useId();
  const form = useForm({ resolver: zodResolver(approveForm), defaultValues: { note: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [approve, { loading }] = useMutation(ReturnsAdminApproveDocument);
  const refused = useRefusal(ret.id);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ note }) => {
    setFormError(null);
    try {
      await approve({ variables: { id: ret.id, note } });
      onDone(t.approved(ret.number));
    } catch (error) {
      refused(error);
      setFormError(applyServerError(error, ["note"], form.setError));
    }
  });

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={d.title(ret.number)}
      confirmLabel={d.confirm}
      formId={formId}
      busy={loading}
      confirmDisabled={!ret.nextActions.includes("APPROVE")}
      error={formError}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text>{d.body}</Text>
          <Text fontSize="sm" color="fg.muted">
            {ret.returnShipping}
          </Text>
          <Field.Root invalid={!!errors.note}>
            <Field.Label>{d.noteLabel}</Field.Label>
            <Textarea rows={3} maxLength={RETURN_NOTE_MAX} {...register("note")} data-autofocus />
            {errors.note ? <Field.ErrorText>{errors.note.message}</Field.ErrorText> : <Field.HelperText>{d.noteHelp}</Field.HelperText>}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}

const rejectForm = z.object({ reason: rejectReason });

/** Asks why a requested return is refused (required, the server's rule), then rejects it. Mounted afresh for every opening. */
export function RejectDialog({ ret, onClose, onDone }: ReturnDialogProps) {
  const d = t.rejectDialog;
  const formId = useId();
  const form = useForm({ resolver: zodResolver(rejectForm), defaultValues: { reason: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [reject, { loading }] = useMutation(ReturnsAdminRejectDocument);
  const refused = useRefusal(ret.id);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await reject({ variables: { id: ret.id, reason } });
      onDone(t.rejected(ret.number));
    } catch (error) {
      refused(error);
      setFormError(applyServerError(error, ["reason"], form.setError));
    }
  });

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={d.title(ret.number)}
      confirmLabel={d.confirm}
      formId={formId}
      busy={loading}
      confirmDisabled={!ret.nextActions.includes("REJECT")}
      danger
      error={formError}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text>{d.body}</Text>
          <Field.Root invalid={!!errors.reason} required>
            <Field.Label>
              {d.reasonLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={3} maxLength={RETURN_REASON_TEXT_MAX} {...register("reason")} data-autofocus />
            {errors.reason ? <Field.ErrorText>{errors.reason.message}</Field.ErrorText> : <Field.HelperText>{d.reasonHelp}</Field.HelperText>}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}

/**
 * The receive form's rules: each line's units that arrived, a whole number from 0 to those asked back (the
 * server's rule, shared/return-schemas.ts, with the bound it checks against the return), and whether they
 * go back on sale; for an exchange, whether to refund rather than send the units again.
 */
function receiveForm(asked: readonly number[]) {
  const d = t.receiveDialog;
  return z.object({
    lines: z
      .array(
        z.object({
          quantity: numberFromText(z.number().int(d.arrivedWhole), { required: d.arrivedRequired, notNumber: d.arrivedWhole }),
          restock: z.boolean(),
        }),
      )
      .superRefine((lines, ctx) => {
        lines.forEach((line, i) => {
          const max = asked[i] ?? 0;
          if (typeof line.quantity === "number" && (line.quantity < 0 || line.quantity > max)) {
            ctx.addIssue({ code: "custom", path: [i, "quantity"], message: d.arrivedRange(max) });
          }
        });
      }),
    refundInstead: z.boolean(),
  });
}

type ReceiveValues = { lines: { quantity: string; restock: boolean }[]; refundInstead: boolean };

/**
 * Puts the server's refusal of one line (`lines.1.quantity`, by the order the lines were sent in, which is
 * the form's) under that line's field, focused; answers the message to show for the whole form otherwise
 * ("Record at least one unit that arrived.", a CONFLICT), or null when every problem found its field.
 */
function placeLineErrors(error: unknown, lineCount: number, setError: UseFormSetError<ReceiveValues>): string | null {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return errorMessage(error);
  const first = error.errors[0];
  const fields = first?.extensions?.fields;
  const problems = (Array.isArray(fields) ? fields : [{ field: first?.extensions?.field, message: first?.message }]) as { field?: unknown; message?: unknown }[];
  let placed = 0;
  for (const problem of problems) {
    const match = typeof problem.field === "string" ? /^lines\.(\d+)\.quantity$/.exec(problem.field) : null;
    const index = match ? Number(match[1]) : -1;
    if (index >= 0 && index < lineCount && typeof problem.message === "string") {
      setError(`lines.${index}.quantity`, { type: "server", message: problem.message }, { shouldFocus: placed++ === 0 });
    }
  }
  return placed > 0 ? null : errorMessage(error);
}

/**
 * Records what came back of an approved return, line by line (units that arrived, and whether they go
 * back on sale), and refunds them through the order's refunds; an exchange sends them again as a
 * zero-price order instead, unless the admin refunds it (its replacements out of stock: the server's
 * CONFLICT says so). Mounted afresh for every opening.
 */
export function ReceiveDialog({ ret, onClose, onDone }: ReturnDialogProps) {
  const d = t.receiveDialog;
  const formId = useId();
  const asked = ret.lines.map((line) => line.quantity);
  const form = useForm({
    resolver: zodResolver(receiveForm(asked)),
    defaultValues: { lines: ret.lines.map((line) => ({ quantity: String(line.quantity), restock: true })), refundInstead: false },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [receive, { loading }] = useMutation(ReturnsAdminReceiveDocument);
  const refused = useRefusal(ret.id);
  const [formError, setFormError] = useState<string | null>(null);
  const refundInstead = useWatch({ control, name: "refundInstead" });
  const sendsAgain = ret.exchange && !refundInstead;

  const onSubmit = form.handleSubmit(async ({ lines, refundInstead }) => {
    setFormError(null);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    // The server's rule too: a return with nothing back is not received (nothing to refund).
    if (units === 0) {
      setFormError(d.noneArrived);
      return;
    }
    try {
      const { data } = await receive({
        variables: {
          id: ret.id,
          lines: ret.lines.map((line, i) => ({ returnLineId: line.id, quantity: lines[i]?.quantity ?? 0, restock: lines[i]?.restock ?? false })),
          // Only an exchange has a choice to make.
          ...(ret.exchange ? { refundInstead } : {}),
        },
      });
      const replacement = data?.receiveReturn.exchangeOrder;
      onDone(replacement ? t.exchanged(ret.number, units, replacement.number) : t.received(ret.number, units));
    } catch (error) {
      refused(error);
      setFormError(placeLineErrors(error, ret.lines.length, form.setError));
    }
  });

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={d.title(ret.number)}
      confirmLabel={sendsAgain ? d.confirmExchange : d.confirm}
      formId={formId}
      busy={loading}
      confirmDisabled={!ret.nextActions.includes("RECEIVE")}
      error={formError}
      size="lg"
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <Text>{ret.exchange ? d.exchangeBody : d.body}</Text>
          <Text fontSize="sm" color="fg.muted">
            {ret.returnShipping}
          </Text>
          {ret.lines.map((line, i) => {
            const invalid = errors.lines?.[i]?.quantity;
            return (
              // One group per line, named by its part: its fields' labels ("Arrived") are read with it.
              <Fieldset.Root key={line.id} borderTopWidth="1px" pt="4" minW="0">
                <Fieldset.Legend fontWeight="semibold" overflowWrap="anywhere">
                  {d.line(line.orderLine.name, line.orderLine.partNumber)}
                </Fieldset.Legend>
                <Fieldset.HelperText>{d.askedBack(line.quantity)}</Fieldset.HelperText>
                <Fieldset.Content gap="3">
                  <Field.Root invalid={!!invalid} maxW={{ base: "full", sm: "48" }}>
                    <Field.Label>{d.arrivedLabel}</Field.Label>
                    <Input
                      {...register(`lines.${i}.quantity`)}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.quantity}
                      step={1}
                      data-autofocus={i === 0 ? true : undefined}
                    />
                    {invalid ? <Field.ErrorText>{invalid.message}</Field.ErrorText> : <Field.HelperText>{d.arrivedHelp(line.quantity)}</Field.HelperText>}
                  </Field.Root>
                  <Controller
                    control={control}
                    name={`lines.${i}.restock`}
                    render={({ field }) => (
                      <Field.Root>
                        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="brand">
                          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
                          <Checkbox.Control />
                          <Checkbox.Label>{d.restockLabel}</Checkbox.Label>
                        </Checkbox.Root>
                        <Field.HelperText>{sendsAgain ? d.restockExchangeHelp : d.restockHelp}</Field.HelperText>
                      </Field.Root>
                    )}
                  />
                </Fieldset.Content>
              </Fieldset.Root>
            );
          })}
          {ret.exchange && (
            <Controller
              control={control}
              name="refundInstead"
              render={({ field }) => (
                <Field.Root borderTopWidth="1px" pt="4">
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="brand">
                    <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
                    <Checkbox.Control />
                    <Checkbox.Label>{d.refundInsteadLabel}</Checkbox.Label>
                  </Checkbox.Root>
                  <Field.HelperText>{d.refundInsteadHelp}</Field.HelperText>
                </Field.Root>
              )}
            />
          )}
        </Stack>
      </form>
    </AdminDialog>
  );
}
