import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, chakra, Field, Flex, Heading, HStack, Link, NativeSelect, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { useFragment } from "../../gql";
import type { ReturnAction, ReturnsAdminListQuery, ReturnStatus } from "../../gql/graphql";
import { toaster } from "../../lib/toaster";
import { useLoadMore } from "../../lib/use-load-more";
import { returnsAdminCopy } from "./copy";
import { FitmentReport } from "./FitmentReport";
import { AdminReturnCardFragment, RETURNS_PAGE_SIZE, ReturnsAdminListDocument } from "./operations";
import { ApproveDialog, ReceiveDialog, RejectDialog, type AdminReturn } from "./ReturnDialogs";

const t = returnsAdminCopy;

/** The filter's statuses, in the order of a return's life; "All" comes before them. */
const STATUSES: readonly ReturnStatus[] = ["REQUESTED", "APPROVED", "RECEIVED", "REFUNDED", "EXCHANGED", "REJECTED", "CANCELLED"];
const ALL = "ALL";

const STATUS_PALETTE: Record<ReturnStatus, string> = {
  REQUESTED: "orange",
  APPROVED: "blue",
  RECEIVED: "teal",
  REFUNDED: "green",
  EXCHANGED: "purple",
  REJECTED: "red",
  CANCELLED: "gray",
};

/** The actions this page offers (CANCEL is the buyer's). */
type AdminAction = Exclude<ReturnAction, "CANCEL">;
const ACTIONS: readonly AdminAction[] = ["APPROVE", "REJECT", "RECEIVE"];

/** The filter from the address (`?status=approved`, `?status=all`), so a link or a reload keeps it; requested by default. */
function statusFrom(param: string | null): ReturnStatus | null {
  const upper = param?.toUpperCase();
  if (upper === ALL) return null;
  return STATUSES.find((s) => s === upper) ?? "REQUESTED";
}

/** "Show more" appends the next page's returns to those shown (`returns` has no cache policy of its own). */
function appendPage(previous: ReturnsAdminListQuery, { fetchMoreResult }: { fetchMoreResult: ReturnsAdminListQuery }): ReturnsAdminListQuery {
  const seen = new Set(previous.returns.edges.map((e) => e.node.id));
  const edges = [...previous.returns.edges, ...fetchMoreResult.returns.edges.filter((e) => !seen.has(e.node.id))];
  return { ...fetchMoreResult, returns: { ...fetchMoreResult.returns, edges } };
}

/** Where the focus goes when the button that opened a dialog went with the action: the return's number. */
const titleId = (id: string) => `return-${id}-title`;
const actionId = (id: string, action: AdminAction) => `return-${id}-${action.toLowerCase()}`;

/** A line of a return's details: its label in bold, then the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm" overflowWrap="anywhere">
      <chakra.span fontWeight="semibold">{label}</chakra.span> {children}
    </Text>
  );
}

/** One return: who asked, why, for which parts, what came back and was refunded or sent again, and what may be done with it now. */
function ReturnCard({ ret, onAction }: { ret: AdminReturn; onAction: (action: AdminAction) => void }) {
  const c = t.card;
  const actions = ACTIONS.filter((a) => ret.nextActions.includes(a));
  const labels: Record<AdminAction, { text: string; label: string }> = {
    APPROVE: { text: c.approve, label: c.approveLabel(ret.number) },
    REJECT: { text: c.reject, label: c.rejectLabel(ret.number) },
    RECEIVE: { text: c.receive, label: c.receiveLabel(ret.number) },
  };

  return (
    <Stack as="li" gap="3" borderTopWidth="1px" pt="4" minW="0">
      <HStack gap="3" wrap="wrap">
        {/* Focusable by script only: where the focus lands after an action took its button away. */}
        <Heading as="h3" size="md" id={titleId(ret.id)} tabIndex={-1}>
          {ret.number}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[ret.status]} variant="subtle">
          {t.statuses[ret.status]}
        </Badge>
      </HStack>
      <Flex gap="1" columnGap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Link asChild color="navy.700" textDecoration="underline">
          <RouterLink to={`/dashboard/orders/${ret.order.id}`}>{c.order(ret.orderNumber)}</RouterLink>
        </Link>
        <Text overflowWrap="anywhere" minW="0">
          {ret.email}
        </Text>
        <Text>{c.asked(ret.createdAt)}</Text>
      </Flex>
      <Stack gap="1">
        <Detail label={c.reasonLabel}>{c.reason(ret.reason)}</Detail>
        {ret.vehicle && <Detail label={c.bikeLabel}>{ret.vehicle.name}</Detail>}
        {/* The buyer's own words, as text: line breaks kept, never made links. */}
        {ret.note && (
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            <chakra.span fontWeight="semibold">{c.noteLabel}</chakra.span> {ret.note}
          </Text>
        )}
        {ret.exchange && <Detail label={c.exchangeLabel}>{c.exchange}</Detail>}
        {ret.rejectReason && <Detail label={c.rejectedLabel}>{ret.rejectReason}</Detail>}
        {ret.refund && <Detail label={c.refundLabel}>{c.refund(ret.refund.amountMoney.formatted, c.refundStatus[ret.refund.status])}</Detail>}
        {ret.exchangeOrder && (
          <Detail label={c.replacementLabel}>
            <Link asChild color="navy.700" textDecoration="underline">
              <RouterLink to={`/dashboard/orders/${ret.exchangeOrder.id}`}>{c.replacement(ret.exchangeOrder.number)}</RouterLink>
            </Link>
          </Detail>
        )}
      </Stack>
      <chakra.ul aria-label={c.partsLabel(ret.number)} ps="5" listStyleType="disc" fontSize="sm">
        {ret.lines.map((line) => (
          <chakra.li key={line.id} overflowWrap="anywhere">
            <chakra.span fontWeight="medium">{line.orderLine.name}</chakra.span>
            {line.orderLine.partNumber && ` · ${c.partNumber(line.orderLine.partNumber)}`}
            {` · ${c.askedBack(line.quantity, line.orderLine.quantity)}`}
            {line.receivedQuantity !== null && ` · ${c.received(line.receivedQuantity, line.restocked ?? 0)}`}
          </chakra.li>
        ))}
      </chakra.ul>
      {actions.length > 0 && (
        <Flex gap="3" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action}
              id={actionId(ret.id, action)}
              size="sm"
              variant={action === "REJECT" ? "outline" : "solid"}
              colorPalette={action === "REJECT" ? "red" : "brand"}
              aria-label={labels[action].label}
              onClick={() => onAction(action)}
            >
              {labels[action].text}
            </Button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}

/**
 * Dashboard › Returns (admins): buyers' requests to send parts back (RMAs), by status, with approving,
 * rejecting and receiving them (receiving refunds what came back); and the parts that keep coming back as
 * not fitting the same bike.
 */
export default function ReturnsPage() {
  usePageTitle(t.title);
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFrom(searchParams.get("status"));
  // Fresh on every visit and every filter change; later updates (Show more, actions) stay local.
  const { data, error, refetch, fetchMore } = useQuery(ReturnsAdminListDocument, {
    variables: { first: RETURNS_PAGE_SIZE, ...(status ? { status } : {}) },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const connection = data?.returns;
  const returns = useFragment(AdminReturnCardFragment, connection?.edges.map((e) => e.node)) ?? [];
  const { loadMore, loadingMore } = useLoadMore(
    connection?.pageInfo.endCursor,
    (options) => fetchMore({ ...options, updateQuery: appendPage }),
    (e) => toaster.error({ title: t.loadMoreError, description: errorMessage(e) }),
  );
  const [opened, setOpened] = useState<{ id: string; action: AdminAction } | null>(null);
  // The dialog last opened, for where the focus goes once it closes.
  const lastOpened = useRef<{ id: string; action: AdminAction } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // An action moves the return on, and the button that opened its dialog goes (Approve becomes Receive,
  // Reject and Receive leave none): the focus goes to the return's number rather than being lost. A
  // return stays in the list with its new status until the list is asked again, so that it is still there.
  useEffect(() => {
    if (opened) return;
    const was = lastOpened.current;
    lastOpened.current = null;
    if (was && !document.getElementById(actionId(was.id, was.action))) document.getElementById(titleId(was.id))?.focus();
  }, [opened]);

  function open(id: string, action: AdminAction) {
    lastOpened.current = { id, action };
    setOpened({ id, action });
  }

  function choose(value: string) {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === "REQUESTED") next.delete("status");
      else next.set("status", value.toLowerCase());
      return next;
    });
  }

  const dialogRet = opened ? returns.find((r) => r.id === opened.id) : undefined;
  const dialogProps = dialogRet && {
    ret: dialogRet,
    onClose: () => setOpened(null),
    onDone: (message: string) => {
      setAnnouncement(message);
      setOpened(null);
    },
  };

  let body;
  if (error && !connection) {
    body = <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />;
  } else if (!connection) {
    // One status around the lines (SkeletonText would give each line the role).
    body = (
      <Box role="status" aria-label={t.loading}>
        <SkeletonText noOfLines={6} />
      </Box>
    );
  } else if (returns.length === 0) {
    body = <Text>{t.empty(status)}</Text>;
  } else {
    body = (
      <Stack gap="5">
        <Stack as="ul" aria-label={t.listLabel} gap="6" listStyleType="none">
          {returns.map((ret) => (
            <ReturnCard key={ret.id} ret={ret} onAction={(action) => open(ret.id, action)} />
          ))}
        </Stack>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            {t.showing(returns.length, connection.totalCount)}
          </Text>
          {connection.pageInfo.hasNextPage && (
            <Button variant="outline" size="sm" onClick={() => void loadMore()} loading={loadingMore}>
              {t.showMore}
            </Button>
          )}
        </Flex>
      </Stack>
    );
  }

  return (
    <Stack gap="8">
      <Stack gap="5">
        <PageHeading title={t.title} intro={t.intro} gap="2" />
        <Flex gap="3" align={{ base: "stretch", sm: "flex-end" }} justify="space-between" direction={{ base: "column", sm: "row" }}>
          <Field.Root width={{ base: "full", sm: "56" }}>
            <Field.Label htmlFor={filterId}>{t.filterLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={filterId} value={status ?? ALL} onChange={(e) => choose(e.currentTarget.value)}>
                <option value={ALL}>{t.filterAll}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {connection ? t.total(connection.totalCount, status) : "\u00a0"}
          </Text>
        </Flex>
        {/* Present from the first render, so that screen readers read out each approval, rejection and receipt. */}
        <Text role="status" aria-live="polite" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
          {announcement}
        </Text>
        {body}
      </Stack>
      <FitmentReport />
      {dialogProps && opened?.action === "APPROVE" && <ApproveDialog {...dialogProps} />}
      {dialogProps && opened?.action === "REJECT" && <RejectDialog {...dialogProps} />}
      {dialogProps && opened?.action === "RECEIVE" && <ReceiveDialog {...dialogProps} />}
    </Stack>
  );
}
