import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, Field, Flex, Heading, HStack, Link, SkeletonText, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import type { ScreeningReviewsQuery } from "../../gql/graphql";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { ImportControls, type ImportKind } from "../../components/ImportControls";
import { screeningCopy } from "./copy";
import { ClearScreeningDocument, RefuseScreeningDocument, ScreeningListDocument, ScreeningReviewsDocument } from "./operations";

const t = screeningCopy;

type Review = ScreeningReviewsQuery["screeningReviews"][number];

/** The Consolidated Screening List as an import: it replaces the whole list; bad rows may be skipped knowingly. */
const screeningList: ImportKind = {
  importPath: "/screening/import",
  skipsInvalid: true,
  changes: ["screeningList"],
  copy: t.import,
};

function ListSection() {
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(ScreeningListDocument);
  const list = data?.screeningList;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="5">
        <Heading as="h3" size="lg" id={headingId}>
          {t.list.heading}
        </Heading>
        {error ? (
          <ErrorState error={error} title={t.list.loadError} onRetry={() => void refetch().catch(() => {})} />
        ) : loading || !list ? (
          <SkeletonText noOfLines={3} />
        ) : list.entries === 0 ? (
          <Text>{t.list.none}</Text>
        ) : (
          <Stack gap="3">
            <Text>
              {t.list.summary(list.entries, list.sources.length)} {list.importedAt ? t.list.loaded(new Date(list.importedAt), list.importedBy ?? null) : ""}
            </Text>
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={t.list.sourcesLabel}>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>{t.list.source}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t.list.entries}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.sources.map((s) => (
                    <Table.Row key={s.source}>
                      <Table.Cell>{s.source}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {s.entries.toLocaleString("en-US")}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        )}
        <Text color="fg.muted" fontSize="sm">
          {t.list.where}
        </Text>
        <ImportControls kind={screeningList} />
      </Card.Body>
    </Card.Root>
  );
}

/** The matches of one held order: whose name, what it matched, on which list, how closely. */
function Matches({ review }: { review: Review }) {
  const q = t.queue;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={q.matchesLabel(review.order.number)}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{q.party}</Table.ColumnHeader>
            <Table.ColumnHeader>{q.entry}</Table.ColumnHeader>
            <Table.ColumnHeader>{q.list}</Table.ColumnHeader>
            <Table.ColumnHeader>{q.countries}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{q.score}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {review.matches.map((m, i) => (
            <Table.Row key={`${m.party}-${m.entryName}-${i}`}>
              <Table.Cell>
                <Text fontWeight="semibold">{q.partyName[m.party]}</Text>
                <Text>{m.partyName}</Text>
              </Table.Cell>
              <Table.Cell>{m.entryName}</Table.Cell>
              <Table.Cell>
                <Text>{m.source}</Text>
                {m.programs.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {m.programs.join(", ")}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Text>{q.countryNames(m.countries)}</Text>
                {m.sameCountry && (
                  <Badge colorPalette="orange" variant="subtle" textTransform="none">
                    {q.sameCountry}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {q.percent(m.score)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Clearing or refusing an order, with the note the review keeps. */
function ReviewDialog({ review, decision, onClose }: { review: Review; decision: "clear" | "refuse"; onClose: () => void }) {
  const r = t.review;
  const number = review.order.number;
  const noteId = useId();
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = [ScreeningReviewsDocument];
  const [clear, clearing] = useMutation(ClearScreeningDocument, { refetchQueries });
  const [refuse, refusing] = useMutation(RefuseScreeningDocument, { refetchQueries });
  const busy = clearing.loading || refusing.loading;

  function confirm() {
    if (!note.trim()) {
      setInvalid(true);
      return;
    }
    setError(null);
    const variables = { orderId: review.order.id, note };
    const done = () => {
      toaster.success({ title: decision === "clear" ? r.cleared(number) : r.refused(number) });
      onClose();
    };
    const failed = (err: unknown) => setError(errorMessage(err));
    if (decision === "clear") clear({ variables }).then(done, failed);
    else refuse({ variables }).then(done, failed);
  }

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={decision === "clear" ? r.clearTitle(number) : r.refuseTitle(number)}
      confirmLabel={decision === "clear" ? t.queue.clear : t.queue.refuse}
      onConfirm={confirm}
      busy={busy}
      danger={decision === "refuse"}
      error={error}
    >
      <Stack gap="4">
        <Text>{decision === "clear" ? r.clearBody : r.refuseBody}</Text>
        <Field.Root invalid={invalid} required>
          <Field.Label htmlFor={noteId}>{r.noteLabel}</Field.Label>
          <Textarea
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(e) => {
              setNote(e.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? <Field.ErrorText>{r.noteRequired}</Field.ErrorText> : <Field.HelperText>{r.noteHelp}</Field.HelperText>}
        </Field.Root>
      </Stack>
    </AdminDialog>
  );
}

function QueueSection() {
  const q = t.queue;
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(ScreeningReviewsDocument, { variables: { status: "HELD" } });
  const [open, setOpen] = useState<{ review: Review; decision: "clear" | "refuse" } | null>(null);
  const reviews = data?.screeningReviews;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="5">
        <Heading as="h3" size="lg" id={headingId}>
          {q.heading}
        </Heading>
        {error ? (
          <ErrorState error={error} title={q.loadError} onRetry={() => void refetch().catch(() => {})} />
        ) : loading || !reviews ? (
          <SkeletonText noOfLines={4} />
        ) : reviews.length === 0 ? (
          <Text>{q.empty}</Text>
        ) : (
          <Stack as="ul" gap="6" listStyleType="none">
            {reviews.map((review) => {
              const { order } = review;
              const address = order.shippingAddress;
              return (
                <Stack as="li" key={order.id} gap="3" borderTopWidth="1px" pt="4">
                  <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                    <Stack gap="0.5">
                      <Link asChild fontWeight="semibold" color="navy.700" textDecoration="underline">
                        <RouterLink to={`/dashboard/orders/${order.id}`}>{q.order(order.number)}</RouterLink>
                      </Link>
                      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                        {q.placed(new Date(order.createdAt), order.email)}
                      </Text>
                      <Text fontSize="sm">{address ? q.shipsTo(address.fullName, address.city, address.countryName) : q.noAddress}</Text>
                    </Stack>
                    <HStack gap="2">
                      <Button size="sm" colorPalette="brand" aria-label={q.clearLabel(order.number)} onClick={() => setOpen({ review, decision: "clear" })}>
                        {q.clear}
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" aria-label={q.refuseLabel(order.number)} onClick={() => setOpen({ review, decision: "refuse" })}>
                        {q.refuse}
                      </Button>
                    </HStack>
                  </Flex>
                  <Matches review={review} />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      {open && <ReviewDialog review={open.review} decision={open.decision} onClose={() => setOpen(null)} />}
    </Card.Root>
  );
}

/** Dashboard › Export screening (admins): the denied-party list and the orders it held (ADR 0016). */
export default function ScreeningPage() {
  usePageTitle(t.title);
  return (
    <Stack gap="6">
      <PageHeading title={t.title} intro={t.intro} gap="2" />
      <QueueSection />
      <ListSection />
    </Stack>
  );
}
