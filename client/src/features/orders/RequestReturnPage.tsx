import { Alert, Box, Button, Checkbox, chakra, EmptyState, Field, Fieldset, Flex, HStack, Link, NativeSelect, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { mayReturnPart, RETURN_NOTE_MAX, RETURN_REASONS, REASON_RULES, returnShippingWords, type ReturnReason } from "@shared/return-policy";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Controller, useForm, useWatch, type Path, type UseFormReturn, type UseFormSetError } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { z } from "zod";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import type { RequestReturnPageQuery } from "../../gql/graphql";
import { errorCode, errorMessage } from "../../lib/graphql-errors";
import { toaster } from "../../lib/toaster";
import { OrderNotLoaded } from "./OrderNotLoaded";
import { requestReturnCopy } from "./copy";

const t = requestReturnCopy;

export const RequestReturnPageDocument = graphql(`
  query RequestReturnPage($id: ID!) {
    order(id: $id) {
      id
      number
      returnable
      returnDeadline
      lines {
        id
        name
        partNumber
        quantity
        returnableQuantity
        part {
          id
          returnable
        }
      }
    }
  }
`);

/**
 * Asks for the return. It answers the order as it now is (the units asked are no longer returnable, and
 * its returns list the new one), so the order page it leads to shows the return from the cache.
 */
export const RequestReturnDocument = graphql(`
  mutation RequestReturnSubmit($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      id
      number
      order {
        id
        returnable
        returnDeadline
        lines {
          id
          returnableQuantity
        }
        ...OrderReturns_order
      }
    }
  }
`);

type Order = NonNullable<RequestReturnPageQuery["order"]>;
type Line = Order["lines"][number];

/** A deleted part is returnable, as the server has it. */
const partReturnable = (line: Line) => line.part?.returnable ?? true;

const isReason = (value: string): value is ReturnReason => (RETURN_REASONS as readonly string[]).includes(value);

/** Whether the buyer may ask for the same parts again instead of a refund for this reason (damaged, faulty). */
const exchangeable = (value: string) => isReason(value) && REASON_RULES[value].exchangeable;

/**
 * The form's checks, the server's rules (shared/return-policy.ts, shared/return-schemas.ts) for this
 * order: at least one part, 1 up to the units left of each, a reason it may come back for, a short note.
 */
function returnForm(lines: readonly Line[]) {
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

type ReturnValues = z.input<ReturnType<typeof returnForm>>;

/**
 * Puts each field error of a refused request under its field: the server names a line by its place in
 * the request (`input.lines.0.quantity`), which `sent` turns back into the form's line. Returns the message
 * to show above the form for anything else (CONFLICT: not delivered, or the window closed), or null.
 */
function applyReturnErrors(error: unknown, sent: readonly string[], lines: readonly Line[], setError: UseFormSetError<ReturnValues>): string | null {
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
function LineChoice({ line, index, form }: { line: Line; index: number; form: UseFormReturn<ReturnValues> }) {
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

/** The form for an order that may be returned: mounted once the order is read, so later answers do not reset it. */
function ReturnForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [requestReturn, { loading }] = useMutation(RequestReturnDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const lines = order.lines;
  const form = useForm<ReturnValues>({
    resolver: zodResolver(returnForm(lines)),
    defaultValues: {
      lines: lines.map((l) => ({ orderLineId: l.id, selected: false, quantity: String(Math.max(l.returnableQuantity, 1)) })),
      reason: "",
      exchange: false,
      note: "",
    },
  });
  const {
    register,
    control,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const reason = useWatch({ control, name: "reason" });
  const exchangeErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const chosen = values.lines.filter((l) => l.selected);
    const sent = chosen.map((l) => l.orderLineId);
    try {
      const { data } = await requestReturn({
        variables: {
          input: {
            orderId: order.id,
            lines: chosen.map((l) => ({ orderLineId: l.orderLineId, quantity: Number(l.quantity) })),
            reason: values.reason as ReturnReason,
            note: values.note.trim() || null,
            // Sent only for a reason the shop replaces; the server refuses an exchange for any other.
            ...(exchangeable(values.reason) ? { exchange: values.exchange } : {}),
          },
        },
      });
      void navigate(`/dashboard/orders/${order.id}`);
      if (data) toaster.success({ title: t.requested(data.requestReturn.number) });
    } catch (err) {
      setFormError(applyReturnErrors(err, sent, lines, setError));
    }
  });

  // A refusal that is no field's: the alert above the form says it, and takes the focus so it is read.
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const lineError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Stack gap="5">
      {formError && (
        <Alert.Root status="error" role="alert" ref={alertRef} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.failed}</Alert.Title>
            <Alert.Description>{formError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <chakra.form onSubmit={onSubmit} noValidate maxW="2xl">
        <Stack gap="6">
          <Fieldset.Root invalid={!!lineError}>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              {t.linesLegend}
            </Fieldset.Legend>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {lines.map((line, i) => (
                <LineChoice key={line.id} line={line} index={i} form={form} />
              ))}
            </Stack>
            {lineError && (
              <Text role="alert" color="red.700" fontSize="sm" mt="2">
                {lineError}
              </Text>
            )}
          </Fieldset.Root>

          <Field.Root invalid={!!errors.reason} required>
            <Field.Label>
              {t.reason} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...register("reason", {
                  // Another reason takes back the exchange: only a damaged or faulty part is sent again.
                  onChange: (e: ChangeEvent<HTMLSelectElement>) => {
                    if (exchangeable(e.target.value)) return;
                    setValue("exchange", false);
                    clearErrors("exchange");
                  },
                })}
              >
                <option value="">{t.reasonPlaceholder}</option>
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {REASON_RULES[r].label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{errors.reason?.message}</Field.ErrorText>
            {/* Who pays the parcel back, for the reason chosen: read with the select, and announced as it changes. */}
            <Field.HelperText aria-live="polite">
              {isReason(reason) ? returnShippingWords(reason) : t.shippingHint}
              {reason === "DOES_NOT_FIT" && ` ${t.doesNotFit}`}
            </Field.HelperText>
          </Field.Root>

          {/* The same part again rather than the money back, for a reason the shop replaces. */}
          {exchangeable(reason) && (
            <Stack gap="1">
              <Controller
                control={control}
                name="exchange"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} invalid={!!errors.exchange} colorPalette="brand" minH="10">
                    <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} aria-describedby={errors.exchange ? exchangeErrorId : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t.exchange}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              {errors.exchange && (
                <Text id={exchangeErrorId} fontSize="sm" color="red.700">
                  {errors.exchange.message}
                </Text>
              )}
            </Stack>
          )}

          <Field.Root invalid={!!errors.note}>
            <Field.Label>{t.note}</Field.Label>
            <Textarea rows={4} maxLength={RETURN_NOTE_MAX} {...register("note")} />
            {errors.note ? <Field.ErrorText color="red.700">{errors.note.message}</Field.ErrorText> : <Field.HelperText>{t.noteHelp(RETURN_NOTE_MAX)}</Field.HelperText>}
          </Field.Root>

          <Button type="submit" colorPalette="brand" loading={loading} alignSelf="flex-start">
            {t.submit}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

/** Why an order that may not be returned now cannot: not delivered yet, its window closed, or nothing left. */
function closedReason(order: Order): string {
  if (!order.returnDeadline) return t.closed.notDelivered;
  if (Date.parse(order.returnDeadline) < Date.now()) return t.closed.windowClosed(order.returnDeadline);
  return t.closed.nothingLeft;
}

/**
 * The return form at /dashboard/orders/:id/return: which parts of a delivered order go back and how many,
 * why, who pays the parcel back for that reason, the same parts again instead of a refund when the reason
 * allows it (damaged, faulty), and a note. An order that may not be returned now says why.
 */
export default function RequestReturnPage() {
  const { id = "" } = useParams();
  // Asked of the server every time: the units left depend on returns and refunds made elsewhere.
  const { data, error, refetch } = useQuery(RequestReturnPageDocument, { variables: { id }, fetchPolicy: "network-only" });
  const order = data?.order;
  usePageTitle(order ? t.title(order.number) : t.titleLoading);

  if (!order) return <OrderNotLoaded error={error} refetch={refetch} />;

  const back = (
    <Link asChild fontWeight="semibold">
      <RouterLink to={`/dashboard/orders/${order.id}`}>{t.backToOrder(order.number)}</RouterLink>
    </Link>
  );

  return (
    <Stack gap="6">
      <PageHeading title={t.heading} intro={t.intro(order.number, order.returnable ? order.returnDeadline ?? null : null)} />
      {order.returnable ? (
        <ReturnForm order={order} />
      ) : (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Title as="h3">{t.closed.title}</EmptyState.Title>
            <EmptyState.Description>{closedReason(order)}</EmptyState.Description>
            <Button asChild colorPalette="brand">
              <RouterLink to={`/dashboard/orders/${order.id}`}>{t.backToOrder(order.number)}</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <HStack gap="4" wrap="wrap">
        {order.returnable && back}
        <Link asChild>
          <RouterLink to="/returns">{t.policy}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
