import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Checkbox, Field, Fieldset, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { RETURN_NOTE_MAX, RETURN_REASON_TEXT_MAX } from "@shared/return-policy";
import { approveNote, rejectReason } from "@shared/return-schemas";
import { numberFromText } from "@shared/schemas";
import { useId, useState, type ReactNode } from "react";
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

/** What differs between deciding with a note (approving) and with a reason (rejecting). */
interface Decision {
  title: string;
  body: ReactNode;
  label: string;
  help: string;
  /** The server's rule for the text, as the form checks it first. */
  rule: z.ZodType<string | null, string | null | undefined>;
  required: boolean;
  maxLength: number;
  /** The text's name in the server's errors ("note", "reason"). */
  field: string;
  confirmLabel: string;
  danger?: boolean;
  /** The action is still one of the return's next actions. */
  allowed: boolean;
  busy: boolean;
  /** Sends the decision; resolves once done, with what the page says. */
  send: (text: string | null) => Promise<string>;
}

/** A decision on a return taken with one text (the buyer is emailed it), one form for both. Mounted afresh for every opening. */
function TextDecisionDialog({ ret, onClose, onDone, decision }: ReturnDialogProps & { decision: Decision }) {
  const formId = useId();
  const form = useForm<{ text: string | null | undefined }, unknown, { text: string | null }>({
    resolver: zodResolver(z.object({ text: decision.rule })),
    defaultValues: { text: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const refused = useRefusal(ret.id);
  const [formError, setFormError] = useState<string | null>(null);
  // The server names the field by its own name; the form knows it as "text".
  const setServerError: UseFormSetError<Record<string, string>> = (_name, error, options) => form.setError("text", error, options);

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setFormError(null);
    try {
      onDone(await decision.send(text));
    } catch (error) {
      refused(error);
      setFormError(applyServerError(error, [decision.field], setServerError));
    }
  });

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={decision.title}
      confirmLabel={decision.confirmLabel}
      formId={formId}
      busy={decision.busy}
      confirmDisabled={!decision.allowed}
      danger={decision.danger}
      error={formError}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {decision.body}
          <Field.Root invalid={!!errors.text} required={decision.required}>
            <Field.Label>
              {decision.label}
              {decision.required && <Field.RequiredIndicator />}
            </Field.Label>
            <Textarea rows={3} maxLength={decision.maxLength} {...register("text")} data-autofocus />
            {errors.text ? <Field.ErrorText>{errors.text.message}</Field.ErrorText> : <Field.HelperText>{decision.help}</Field.HelperText>}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}

/** Approves a requested return, with optional instructions its buyer is emailed. */
export function ApproveDialog(props: ReturnDialogProps) {
  const { ret } = props;
  const d = t.approveDialog;
  const [approve, { loading }] = useMutation(ReturnsAdminApproveDocument);
  const decision: Decision = {
    title: d.title(ret.number),
    body: (
      <>
        <Text>{d.body}</Text>
        <Text fontSize="sm" color="fg.muted">
          {ret.returnShipping}
        </Text>
      </>
    ),
    label: d.noteLabel,
    help: d.noteHelp,
    rule: approveNote,
    required: false,
    maxLength: RETURN_NOTE_MAX,
    field: "note",
    confirmLabel: d.confirm,
    allowed: ret.nextActions.includes("APPROVE"),
    busy: loading,
    send: async (note) => (await approve({ variables: { id: ret.id, note } }), t.approved(ret.number)),
  };
  return <TextDecisionDialog {...props} decision={decision} />;
}

/** Asks why a requested return is refused (required, the server's rule), then rejects it. */
export function RejectDialog(props: ReturnDialogProps) {
  const { ret } = props;
  const d = t.rejectDialog;
  const [reject, { loading }] = useMutation(ReturnsAdminRejectDocument);
  const decision: Decision = {
    title: d.title(ret.number),
    body: <Text>{d.body}</Text>,
    label: d.reasonLabel,
    help: d.reasonHelp,
    rule: rejectReason,
    required: true,
    maxLength: RETURN_REASON_TEXT_MAX,
    field: "reason",
    confirmLabel: d.confirm,
    danger: true,
    allowed: ret.nextActions.includes("REJECT"),
    busy: loading,
    send: async (reason) => (await reject({ variables: { id: ret.id, reason: reason ?? "" } }), t.rejected(ret.number)),
  };
  return <TextDecisionDialog {...props} decision={decision} />;
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
