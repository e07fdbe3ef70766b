import { Alert, Button, Checkbox, chakra, EmptyState, Field, Fieldset, HStack, Link, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { RETURN_NOTE_MAX, RETURN_REASONS, REASON_RULES, returnShippingWords, type ReturnReason } from "@shared/return-policy";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { toaster } from "../../lib/toaster";
import { OrderNotLoaded } from "./OrderNotLoaded";
import { applyReturnErrors, exchangeable, isReason, LineChoice, returnForm, type Order, type ReturnValues } from "./return-form";
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
