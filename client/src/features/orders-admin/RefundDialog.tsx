import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Checkbox, Field, Flex, NativeSelect, Skeleton, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import { chargedMoney } from "../../lib/currency";
import { applyServerError } from "../../lib/forms";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { ManageOrdersRefundableDocument, ManageOrdersRefundDocument } from "./operations";
import { ordersAdminCopy } from "./copy";

const t = ordersAdminCopy.refund;
const dollars = copy.common.dollars;

/** The server's rules (RefundInput): at least one unit, a note of at most 500 characters. */
const refundForm = z.object({
  lines: z
    .array(z.object({ lineId: z.string(), quantity: z.coerce.number().int().min(0), returned: z.boolean() }))
    .refine((lines) => lines.some((l) => l.quantity > 0), t.nothingChosen),
  note: z.string().trim().max(500, t.noteTooLong),
});

type RefundValues = z.input<typeof refundForm>;

/**
 * Refunds some units of a shipped or delivered order, or all that is left (refundOrder): per line, how
 * many units and whether they came back to stock, and a note. It shows what the refund gives back; the
 * one that leaves no unit unrefunded gives back shipping, duties and taxes too. Mounted afresh for every
 * opening; `onRefunded` runs after the toast.
 */
export function RefundDialog({
  order,
  open,
  onClose,
  onRefunded,
}: {
  order: { id: string; number: string };
  open: boolean;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { data, error: loadError } = useQuery(ManageOrdersRefundableDocument, { variables: { id: order.id }, fetchPolicy: "network-only" });
  const [refundOrder, { loading }] = useMutation(ManageOrdersRefundDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  // One refund per opening: a retried or doubled submit is the same refund on the server.
  const [idempotencyKey] = useState(() => `refund-${crypto.randomUUID()}`);
  const lines = useMemo(() => data?.order.lines ?? [], [data]);
  const values = useMemo<RefundValues | undefined>(
    () => (data ? { lines: lines.map((l) => ({ lineId: l.id, quantity: "0", returned: false })), note: "" } : undefined),
    [data, lines],
  );
  const form = useForm({ resolver: zodResolver(refundForm), values, defaultValues: { lines: [], note: "" } });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const chosen = useWatch({ control, name: "lines" }) ?? [];

  const left = (i: number) => lines[i].quantity - lines[i].refundedQuantity;
  const linesAmount = chosen.reduce((sum, l, i) => sum + (lines[i] ? Number(l.quantity) * lines[i].unitPrice : 0), 0);
  const everything = lines.length > 0 && lines.every((_, i) => Number(chosen[i]?.quantity ?? 0) === left(i));
  const pending = (data?.order.refunds ?? []).filter((r) => r.status === "pending").reduce((sum, r) => sum + r.amount, 0);
  const rest = data ? Math.round((data.order.total - data.order.refunded - pending) * 100) / 100 : 0;
  const amount = everything ? rest : Math.min(linesAmount, rest);
  // What the buyer gets back in the currency they were charged in, by the server's rule: the lines' units
  // converted once, never more than is left of the charge, all that is left when nothing stays unrefunded.
  const money = data ? chargedMoney(data.order) : null;
  const charged = data?.order.charged;
  let localAmount: string | null = null;
  if (money && charged && money.currency !== "USD") {
    const pendingMinor = (data?.order.refunds ?? []).filter((r) => r.status === "pending").reduce((sum, r) => sum + r.amountMoney.amountMinor, 0);
    const restMinor = charged.total.amountMinor - charged.refunded.amountMinor - pendingMinor;
    const linesMinor = chosen.reduce((sum, l, i) => sum + (lines[i] ? Number(l.quantity) * money.minor(lines[i].unitPrice) : 0), 0);
    localAmount = money.format(Math.max(0, everything ? restMinor : Math.min(linesMinor, restMinor)));
  }

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await refundOrder({
        variables: {
          orderId: order.id,
          input: { lines: input.lines.filter((l) => l.quantity > 0), note: input.note || null, idempotencyKey },
        },
      });
      toaster.success({ title: t.done(order.number) });
      onClose();
      onRefunded();
    } catch (e) {
      // A refused refund (CONFLICT, or Stripe's refusal) shows above the buttons.
      setFormError(applyServerError(e, ["note"], form.setError));
    }
  });

  let body;
  if (!data && loadError) body = <Text role="alert">{errorMessage(loadError)}</Text>;
  else if (!data) body = <Skeleton h="32" aria-label={copy.common.loading} />;
  else {
    body = (
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text>{t.intro}</Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t.linesLabel}>
            {lines.map((line, i) => (
              <Box as="li" key={line.id} borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="medium">{line.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {[line.partNumber, t.lineSummary(line.quantity, dollars(line.unitPrice), line.refundedQuantity)].filter(Boolean).join(" · ")}
                </Text>
                {left(i) === 0 ? (
                  <Text fontSize="sm" mt="2" color="fg.muted">
                    {t.lineDone}
                  </Text>
                ) : (
                  <Flex gap="4" mt="2" align="end" wrap="wrap">
                    <Field.Root width="36">
                      <Field.Label fontSize="sm">{t.unitsLabel}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field {...register(`lines.${i}.quantity`)} aria-label={t.unitsAria(line.name)} data-autofocus={i === 0 ? true : undefined}>
                          {Array.from({ length: left(i) + 1 }, (_, n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Controller
                      control={control}
                      name={`lines.${i}.returned`}
                      render={({ field }) => (
                        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} pb="1.5">
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label fontSize="sm">
                            {t.returned}
                            {/* Named by its line for screen readers: "Returned to stock for Brake pads". */}
                            <VisuallyHidden>{t.returnedOf(line.name)}</VisuallyHidden>
                          </Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                  </Flex>
                )}
              </Box>
            ))}
          </Stack>
          {errors.lines?.root?.message || errors.lines?.message ? (
            <Text role="alert" color="red.700" fontSize="sm">
              {errors.lines?.root?.message ?? errors.lines?.message}
            </Text>
          ) : null}
          <Field.Root invalid={!!errors.note}>
            <Field.Label>{t.noteLabel}</Field.Label>
            <Textarea {...register("note")} rows={2} maxLength={500} />
            {errors.note ? <Field.ErrorText>{errors.note.message}</Field.ErrorText> : <Field.HelperText>{t.noteHelp}</Field.HelperText>}
          </Field.Root>
          <Box bg="bg.muted" borderRadius="md" p="3" aria-live="polite">
            <Text fontWeight="semibold">{t.amount(dollars(amount > 0 ? amount : 0))}</Text>
            {localAmount && <Text fontSize="sm">{t.amountCharged(localAmount)}</Text>}
            {everything && <Text fontSize="sm">{t.everything}</Text>}
          </Box>
        </Stack>
      </form>
    );
  }

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={t.title(order.number)}
      confirmLabel={t.submit}
      formId={data ? formId : undefined}
      onConfirm={data ? undefined : onClose}
      busy={loading}
      error={formError}
      danger
    >
      {body}
    </AdminDialog>
  );
}
