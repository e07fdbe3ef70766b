import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, chakra, Field, Flex, Grid, Heading, Link, NativeSelect, Skeleton, SkeletonText, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { limits } from "@shared/rules";
import { contactReplyInput } from "@shared/schemas";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useParams, useSearchParams } from "react-router-dom";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import type { InboxMessageQuery, InboxMessagesQuery } from "../../gql/graphql";
import { applyServerError } from "../../lib/forms";
import { errorCode } from "../../lib/graphql-errors";
import { toaster } from "../../lib/toaster";
import { useLoadMore } from "../../lib/use-load-more";
import { inboxCopy, type InboxFilter } from "./copy";
import { Replies } from "./Replies";
import { INBOX_PAGE_SIZE, InboxMarkHandledDocument, InboxMessageDocument, InboxMessagesDocument, InboxReplyDocument } from "./operations";

const t = inboxCopy;

type Row = InboxMessagesQuery["contactMessages"]["edges"][number]["node"];
type Message = InboxMessageQuery["contactMessage"];

const FILTERS: readonly InboxFilter[] = ["OPEN", "HANDLED", "ALL"];

/** The list's filter from the address (`?show=handled`), so a link or a reload keeps it; open by default. */
function filterFrom(param: string | null): InboxFilter {
  const upper = param?.toUpperCase();
  return FILTERS.find((f) => f === upper) ?? "OPEN";
}

/** The first line of a message that has text, as the list previews it. */
function firstLine(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? ""
  );
}

/** "Load more" appends the next page's messages to the ones shown (contactMessages has no cache policy). */
function appendPage(previous: InboxMessagesQuery, { fetchMoreResult }: { fetchMoreResult: InboxMessagesQuery }): InboxMessagesQuery {
  const seen = new Set(previous.contactMessages.edges.map((e) => e.node.id));
  const edges = [...previous.contactMessages.edges, ...fetchMoreResult.contactMessages.edges.filter((e) => !seen.has(e.node.id))];
  return { ...fetchMoreResult, contactMessages: { ...fetchMoreResult.contactMessages, edges } };
}

/** After an answer or a handled mark, the lists ask the server again: the message may change list. */
const refetchQueries = [InboxMessagesDocument];

/** How a link to a message tells its page to move the focus there (rather than on a direct visit). */
interface InboxLinkState {
  focusMessage?: boolean;
}

function MessageItem({ row, current, search, showHandled }: { row: Row; current: boolean; search: string; showHandled: boolean }) {
  const state: InboxLinkState = { focusMessage: true };
  return (
    <Box as="li" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Link
        asChild
        display="block"
        px="4"
        py="3"
        color="fg"
        bg={current ? "bg.muted" : undefined}
        borderStartWidth="4px"
        borderStartColor={current ? "brand.solid" : "transparent"}
        _hover={{ bg: "bg.subtle", textDecoration: "none" }}
        aria-current={current ? "page" : undefined}
      >
        <RouterLink to={{ pathname: `/dashboard/inbox/${row.id}`, search }} state={state}>
          <Flex as="span" justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
              {row.name}
            </Text>
            <Text as="span" fontSize="sm" color="fg.muted">
              {t.list.sent(row.sentAt)}
            </Text>
          </Flex>
          <Text as="span" display="block" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {row.email}
          </Text>
          <Text as="span" display="block" fontSize="sm" truncate>
            {firstLine(row.message) || t.list.noText}
          </Text>
          {showHandled && row.handledAt && (
            <Badge colorPalette="green" variant="subtle" textTransform="none" mt="1">
              {t.list.handled}
            </Badge>
          )}
        </RouterLink>
      </Link>
    </Box>
  );
}

/** The messages of one filter, newest first (the server's order), with a link to each. */
function MessageList({ filter, selectedId }: { filter: InboxFilter; selectedId: string | undefined }) {
  const headingId = useId();
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Fresh on every visit and every filter change; later updates (fetchMore, refetches) stay local.
  const { data, error, refetch, fetchMore } = useQuery(InboxMessagesDocument, {
    variables: { status: filter, first: INBOX_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const connection = data?.contactMessages;
  const { loadMore, loadingMore } = useLoadMore(
    connection?.pageInfo.endCursor,
    (options) => fetchMore({ ...options, updateQuery: appendPage }),
    (e) => toaster.error({ title: t.list.loadError, description: errorMessage(e) }),
  );
  const rows = connection?.edges.map((e) => e.node) ?? [];
  const search = searchParams.toString() ? `?${searchParams.toString()}` : "";

  function choose(next: InboxFilter) {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === "OPEN") updated.delete("show");
      else updated.set("show", next.toLowerCase());
      return updated;
    });
  }

  let body;
  if (error && !connection) {
    body = <ErrorState error={error} title={t.list.loadError} onRetry={() => void refetch().catch(() => {})} />;
  } else if (!connection) {
    body = (
      <Stack gap="2" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" borderRadius="md" />
        ))}
      </Stack>
    );
  } else if (rows.length === 0) {
    body = <Text>{t.list.empty(filter)}</Text>;
  } else {
    body = (
      <Stack gap="3">
        <Box as="ul" listStyleType="none" aria-label={t.list.listLabel(filter)} borderWidth="1px" borderRadius="md" overflow="hidden">
          {rows.map((row) => (
            <MessageItem key={row.id} row={row} current={row.id === selectedId} search={search} showHandled={filter === "ALL"} />
          ))}
        </Box>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            {t.list.showing(rows.length, connection.totalCount)}
          </Text>
          {connection.pageInfo.hasNextPage && (
            <Button variant="outline" size="sm" onClick={() => void loadMore()} loading={loadingMore}>
              {t.list.loadMore}
            </Button>
          )}
        </Flex>
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Body gap="4">
        <Flex justify="space-between" align={{ base: "stretch", sm: "flex-end" }} gap="3" direction={{ base: "column", sm: "row" }}>
          <Stack gap="0.5">
            <Heading as="h3" size="lg" id={headingId}>
              {t.list.heading}
            </Heading>
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {connection ? t.list.total(connection.totalCount, filter) : "\u00a0"}
            </Text>
          </Stack>
          <Field.Root width={{ base: "full", sm: "40" }}>
            <Field.Label htmlFor={filterId}>{t.list.filterLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={filterId} value={filter} onChange={(e) => choose(filterFrom(e.currentTarget.value))}>
                {FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {t.list.filters[f]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        {body}
      </Card.Body>
    </Card.Root>
  );
}

/** The answer to a message: emailed to its writer by the server, which marks the message handled. */
function ReplyForm({ message }: { message: Message }) {
  const r = t.replyForm;
  const headingId = useId();
  const form = useForm({ resolver: zodResolver(contactReplyInput), defaultValues: { body: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [reply, { loading }] = useMutation(InboxReplyDocument, { refetchQueries });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ body }) => {
    setFormError(null);
    try {
      await reply({ variables: { id: message.id, body } });
      toaster.success({ title: r.sent(message.email) });
      form.reset();
    } catch (error) {
      setFormError(applyServerError(error, ["body"], form.setError));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h4" size="md" id={headingId}>
          {r.heading}
        </Heading>
        <Field.Root invalid={!!errors.body} required>
          <Field.Label>
            {r.label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea {...register("body")} rows={6} maxLength={limits.contactMessage} />
          {errors.body ? <Field.ErrorText>{errors.body.message}</Field.ErrorText> : <Field.HelperText>{r.help(message.email)}</Field.HelperText>}
        </Field.Root>
        {formError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{r.failed}</Alert.Title>
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {r.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** "Mark handled", or "Reopen" for a handled message. */
function HandledButton({ message }: { message: Message }) {
  const d = t.detail;
  const [mark, { loading }] = useMutation(InboxMarkHandledDocument, { refetchQueries });
  const handled = message.handledAt !== null;

  function toggle() {
    mark({ variables: { id: message.id, handled: !handled } }).then(
      () => toaster.success({ title: handled ? d.reopened(message.name) : d.markedHandled(message.name) }),
      (e: unknown) => toaster.error({ title: d.markFailed, description: errorMessage(e) }),
    );
  }

  return (
    <Button size="sm" variant="outline" onClick={toggle} loading={loading}>
      {handled ? d.reopen : d.markHandled}
    </Button>
  );
}

/** One message in full: who wrote it and when, its text, the earlier replies, a reply form. */
function MessageDetail({ id, headingId }: { id: string; headingId: string }) {
  const d = t.detail;
  const { data, error, refetch } = useQuery(InboxMessageDocument, { variables: { id } });
  const message = data?.contactMessage;
  const focusMessage = (useLocation().state as InboxLinkState | null)?.focusMessage === true;
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = message?.id;
  // Chosen from the list, the message takes the focus (and, stacked on a phone, scrolls into view).
  useEffect(() => {
    if (focusMessage && loadedId) heading.current?.focus();
  }, [focusMessage, loadedId]);

  let body;
  if (error && !message) {
    const code = errorCode(error);
    body =
      code === "NOT_FOUND" || code === "BAD_USER_INPUT" ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{d.notFoundTitle}</Alert.Title>
            <Alert.Description>{d.notFound}</Alert.Description>
            <Link asChild fontWeight="semibold">
              <RouterLink to="/dashboard/inbox">{d.backToInbox}</RouterLink>
            </Link>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <ErrorState error={error} title={d.loadError} onRetry={() => void refetch().catch(() => {})} />
      );
  } else if (!message) {
    body = <SkeletonText noOfLines={5} />;
  } else {
    body = (
      <Stack gap="5">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Link href={`mailto:${message.email}`} color="navy.700" textDecoration="underline" overflowWrap="anywhere">
              {message.email}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {d.sent(message.sentAt)}
            </Text>
            {message.handledAt ? (
              <Text fontSize="sm">{d.handledBy(message.handledAt, message.handledBy)}</Text>
            ) : (
              <Badge colorPalette="orange" variant="subtle" textTransform="none" alignSelf="flex-start">
                {d.open}
              </Badge>
            )}
          </Stack>
          <HandledButton message={message} />
        </Flex>
        <Box as="blockquote" aria-label={d.messageLabel} bg="bg.muted" borderRadius="md" p="4">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.message}
          </Text>
        </Box>
        <Replies message={message} />
        <ReplyForm key={message.id} message={message} />
      </Stack>
    );
  }

  return (
    <>
      <Heading as="h3" size="lg" id={headingId} ref={heading} tabIndex={-1} overflowWrap="anywhere">
        {message ? d.from(message.name) : d.heading}
      </Heading>
      {body}
    </>
  );
}

/**
 * Dashboard › Inbox (admins): the contact form's messages, open ones first, each answered by email from
 * here. `/dashboard/inbox/:id` opens one, as the shop's email about a new message links to it; list and
 * message sit side by side on wide screens and stack on phones.
 */
export default function InboxPage() {
  usePageTitle(t.title);
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const filter = filterFrom(searchParams.get("show"));
  const detailHeadingId = useId();
  return (
    <Stack gap="6">
      <PageHeading title={t.title} intro={t.intro} gap="2" />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="6" alignItems="start">
        <MessageList filter={filter} selectedId={id} />
        <Card.Root as="section" aria-labelledby={detailHeadingId} minW="0">
          <Card.Body gap="4">
            {id ? (
              <MessageDetail key={id} id={id} headingId={detailHeadingId} />
            ) : (
              <>
                <Heading as="h3" size="lg" id={detailHeadingId}>
                  {t.detail.heading}
                </Heading>
                <Text color="fg.muted">{t.detail.choose}</Text>
              </>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
