import { Badge, Box, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { REASON_RULES } from "@shared/return-policy";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { TitledCard } from "../../components/TitledCard";
import { errorMessage } from "../../components/ErrorState";
import { lazyDialog } from "../../components/lazy-dialog";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { ReturnStatus } from "../../gql/enums";
import { toaster } from "../../lib/toaster";
import { orderPageCopy } from "./copy";
import { DocumentButton } from "./DocumentButton";
import { TimelineStep } from "./Timeline";

const t = orderPageCopy.returns;

const ConfirmDialog = lazyDialog(() => import("./ConfirmDialog").then((m) => m.ConfirmDialog));

/** What the order page shows of one return. */
export const ReturnItemFragment = graphql(`
  fragment OrderReturn_return on Return {
    id
    number
    status
    reason
    note
    deadline
    rejectReason
    returnShipping
    createdAt
    nextActions
    exchange
    exchangeOrder {
      id
      number
    }
    lines {
      id
      quantity
      receivedQuantity
      restocked
      orderLine {
        id
        name
        partNumber
        quantity
      }
    }
    refund {
      id
      amountMoney {
        formatted
      }
      status
    }
    events {
      from
      to
      actor
      note
      at
    }
  }
`);

/** The order's returns, oldest first. */
export const ReturnsFragment = graphql(`
  fragment OrderReturns_order on Order {
    id
    returns {
      id
      ...OrderReturn_return
    }
  }
`);

/**
 * Cancels a return: it comes back cancelled with its new event, and its order with the units freed (it may
 * be returnable again), so the page shows both without asking again.
 */
export const CancelReturnDocument = graphql(`
  mutation OrderCancelReturn($id: ID!) {
    cancelReturn(id: $id) {
      id
      ...OrderReturn_return
      order {
        id
        returnable
        returnDeadline
        lines {
          id
          returnableQuantity
        }
      }
    }
  }
`);

/**
 * A return asked of the server again, after a 401 on its papers: the Apollo client renews the session on
 * its refusal (as the order page's refetch does for the order's papers).
 */
export const ReturnRenewDocument = graphql(`
  query OrderReturnRenew($id: ID!) {
    returnRequest(id: $id) {
      id
      status
    }
  }
`);

/** The states whose parcel back has its customs invoice: from the approval on (the server refuses it before). */
const HAS_PAPERS: ReadonlySet<ReturnStatus> = new Set<ReturnStatus>(["APPROVED", "RECEIVED", "REFUNDED", "EXCHANGED"]);

/** The customs invoice of a return's parcel back, saved as RMA-1001-invoice.pdf. */
function ReturnInvoiceButton({ ret }: { ret: { id: string; number: string } }) {
  const client = useApolloClient();
  return (
    <DocumentButton
      path={`/returns/${ret.id}/invoice.pdf`}
      fileName={`${ret.number}-invoice.pdf`}
      copy={{ ...t.invoice, label: t.invoice.label(ret.number) }}
      onRenew={() => client.query({ query: ReturnRenewDocument, variables: { id: ret.id }, fetchPolicy: "network-only" })}
    />
  );
}

/**
 * A return's badge colour: waiting orange, agreed teal, on its way back blue, refunded or replaced green,
 * refused red, cancelled gray.
 */
const RETURN_STATUS_PALETTE: Record<ReturnStatus, string> = {
  REQUESTED: "orange",
  APPROVED: "teal",
  RECEIVED: "blue",
  REFUNDED: "green",
  EXCHANGED: "green",
  REJECTED: "red",
  CANCELLED: "gray",
};

type ReturnRef = FragmentType<typeof ReturnItemFragment>;

/**
 * One return: its number and state, the parts asked back, why, who pays the parcel, whether the same parts
 * were asked again and the order that sends them, its refund, its customs papers once approved, and its moves.
 */
function ReturnItem(props: { ret: ReturnRef; onCancel: (ret: { id: string; number: string }) => void }) {
  const ret = useFragment(ReturnItemFragment, props.ret);
  const status = t.status[ret.status];
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{ret.number}</Text>
        <Badge colorPalette={RETURN_STATUS_PALETTE[ret.status]} variant="subtle" textTransform="none" aria-label={t.statusLabel(status)}>
          {status}
        </Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={ret.createdAt}>{t.asked(ret.createdAt)}</time>
      </Text>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" aria-label={t.linesLabel(ret.number)}>
        {ret.lines.map((line) => (
          <Text as="li" key={line.id} fontSize="sm">
            {t.line(line.quantity, line.orderLine.name)}
            {line.receivedQuantity !== null && line.receivedQuantity !== undefined && (
              <Text as="span" color="fg.muted">
                {" · "}
                {t.received(line.receivedQuantity, line.quantity)}
              </Text>
            )}
          </Text>
        ))}
      </Stack>
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t.reason}:{" "}
        </Text>
        {REASON_RULES[ret.reason].label}
      </Text>
      {ret.note && (
        <Text fontSize="sm" overflowWrap="anywhere">
          <Text as="span" color="fg.muted">
            {t.note}:{" "}
          </Text>
          {ret.note}
        </Text>
      )}
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          {t.shipping}:{" "}
        </Text>
        {ret.returnShipping}
      </Text>
      {ret.status === "REJECTED" && ret.rejectReason && (
        <Text fontSize="sm" color="red.700" overflowWrap="anywhere">
          {t.rejected(ret.rejectReason)}
        </Text>
      )}
      {ret.exchange && <Text fontSize="sm">{t.exchange}</Text>}
      {ret.refund && (
        <Text fontSize="sm" fontWeight="semibold">
          {t.refund(ret.refund.status, ret.refund.amountMoney.formatted)}
        </Text>
      )}
      {ret.exchangeOrder && (
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t.replacement}:{" "}
          </Text>
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/dashboard/orders/${ret.exchangeOrder.id}`}>{t.replacementOrder(ret.exchangeOrder.number)}</RouterLink>
          </Link>
        </Text>
      )}
      {HAS_PAPERS.has(ret.status) && <ReturnInvoiceButton ret={ret} />}
      {ret.events.length > 0 && (
        <Box as="ol" aria-label={t.timeline(ret.number)} listStyleType="none" m="0" p="0" pt="1">
          {ret.events.map((event, i) => (
            <TimelineStep key={`${event.at}-${i}`} last={i === ret.events.length - 1} dot={`${RETURN_STATUS_PALETTE[event.to]}.500`}>
              <Text fontWeight="semibold" fontSize="sm">
                {t.status[event.to]}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={event.at}>{orderPageCopy.timeline.at(event.at)}</time>
                {" · "}
                {orderPageCopy.timeline.actor[event.actor]}
              </Text>
              {event.note && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {event.note}
                </Text>
              )}
            </TimelineStep>
          ))}
        </Box>
      )}
      {ret.nextActions.includes("CANCEL") && (
        <Button size="sm" variant="outline" alignSelf="start" aria-label={t.cancelLabel(ret.number)} onClick={() => props.onCancel(ret)}>
          {t.cancel}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The order's returns as a section of the order page, when it has any: each with its state, and "Cancel
 * return" (after a confirmation) while the server allows it.
 */
export function Returns(props: { order: FragmentType<typeof ReturnsFragment> }) {
  const { returns } = useFragment(ReturnsFragment, props.order);
  // The return being cancelled; kept while the dialog closes, so its title does not change as it fades.
  const [pending, setPending] = useState<{ id: string; number: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelReturn, { loading }] = useMutation(CancelReturnDocument);
  const ask = (ret: { id: string; number: string }) => {
    setPending({ id: ret.id, number: ret.number });
    setOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await cancelReturn({ variables: { id: pending.id } });
      toaster.success({ title: t.cancelled(pending.number) });
    } catch (err) {
      // e.g. shipped back meanwhile (CONFLICT): the server's words say so.
      toaster.error({ title: t.cancelFailed, description: errorMessage(err) });
    } finally {
      setOpen(false);
    }
  };

  if (returns.length === 0) return null;
  return (
    <TitledCard as="h3" title={t.title}>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t.title}>
        {returns.map((ret) => (
          <ReturnItem key={ret.id} ret={ret} onCancel={ask} />
        ))}
      </Stack>
      <ConfirmDialog
        open={open}
        title={t.confirmTitle(pending?.number ?? "")}
        body={t.confirmBody}
        keepLabel={t.keep}
        confirmLabel={t.confirmYes}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </TitledCard>
  );
}
