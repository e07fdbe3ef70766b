import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, chakra, Field, Flex, HStack, Link, SkeletonText, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { partReviewLimits, reportReason } from "@shared/part-review-schemas";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { AdminDialog } from "../../components/AdminDialog";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import type { ContentKind, ReportedContentQuery } from "../../gql/graphql";
import { applyServerError } from "../../lib/forms";
import { moderationCopy } from "./copy";
import { HideContentDocument, ReportedContentDocument, RestoreContentDocument } from "./operations";

const t = moderationCopy;

type Item = ReportedContentQuery["reportedContent"][number];

const KIND_PALETTE: Record<ContentKind, string> = { REVIEW: "blue", QUESTION: "purple", ANSWER: "teal" };

/**
 * Puts a hide or restore into the queue's cached item: the mutation answers with a ContentModeration,
 * which the cache keeps apart from the ContentReportSummary the list shows, so the list would not change
 * by itself. Writing it here updates the list at once, without asking the server for the whole queue again.
 */
function applyModeration(cache: ApolloCache, moderated: { id: string; hidden: boolean; hiddenReason?: string | null } | undefined) {
  if (!moderated) return;
  cache.modify({
    id: cache.identify({ __typename: "ContentReportSummary", id: moderated.id }),
    fields: {
      hidden: () => moderated.hidden,
      hiddenReason: () => moderated.hiddenReason ?? null,
    },
  });
}

/** Asks why an item is hidden (required, the server's rule), then hides it. Mounted afresh for every opening. */
function HideDialog({ item, onClose, onHidden }: { item: Item; onClose: () => void; onHidden: (message: string) => void }) {
  const d = t.hideDialog;
  const formId = useId();
  const form = useForm({ resolver: zodResolver(reportReason), defaultValues: { reason: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [hide, { loading }] = useMutation(HideContentDocument, { update: (cache, { data }) => applyModeration(cache, data?.hideContent) });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await hide({ variables: { kind: item.kind, id: item.id, reason } });
      onHidden(t.hidden(item.kind, item.authorName));
      onClose();
    } catch (error) {
      setFormError(applyServerError(error, ["reason"], form.setError));
    }
  });

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={d.title(item.kind, item.authorName)}
      confirmLabel={t.hide}
      formId={formId}
      busy={loading}
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
            <Textarea rows={3} maxLength={partReviewLimits.reason} {...register("reason")} data-autofocus />
            {errors.reason ? <Field.ErrorText>{errors.reason.message}</Field.ErrorText> : <Field.HelperText>{d.reasonHelp}</Field.HelperText>}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}

/** One reported item: what it says (as plain text), who wrote it, why riders reported it, and its action. */
function ReportedItem({ item, onHide, onAnnounce }: { item: Item; onHide: () => void; onAnnounce: (message: string) => void }) {
  const [restore] = useMutation(RestoreContentDocument, { update: (cache, { data }) => applyModeration(cache, data?.restoreContent) });
  // Kept enabled while restoring (a disabled button would drop the keyboard's focus); a second press waits.
  const restoring = useRef(false);
  const reasonsId = useId();

  function onRestore() {
    if (restoring.current) return;
    restoring.current = true;
    restore({ variables: { kind: item.kind, id: item.id } })
      .then(
        () => onAnnounce(t.restored(item.kind, item.authorName)),
        (error: unknown) => onAnnounce(t.restoreFailed(item.kind, item.authorName, errorMessage(error))),
      )
      .finally(() => {
        restoring.current = false;
      });
  }

  return (
    <Stack as="li" gap="3" borderTopWidth="1px" pt="4" minW="0">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={KIND_PALETTE[item.kind]} variant="subtle">
          {t.kind[item.kind]}
        </Badge>
        {item.hidden && (
          <Badge colorPalette="red" variant="solid">
            {t.hiddenBadge}
          </Badge>
        )}
        <Text fontSize="sm" fontWeight="semibold">
          {t.reports(item.reports)}
        </Text>
      </HStack>
      {/* The rider's own words, as text: a link in it stays text (never made a link), its line breaks kept. */}
      <Text whiteSpace="pre-wrap" wordBreak="break-word" overflowWrap="anywhere">
        {item.text}
      </Text>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word" overflowWrap="anywhere">
        {t.by(item.authorName)}
        {item.lastReportedAt ? ` · ${t.lastReported(new Date(item.lastReportedAt))}` : ""}
      </Text>
      {item.reasons.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold" id={reasonsId}>
            {t.reasonsHeading(item.reasons.length, item.reports)}
          </Text>
          <chakra.ul aria-labelledby={reasonsId} ps="5" listStyleType="disc" fontSize="sm">
            {item.reasons.map((reason, i) => (
              <chakra.li key={i} wordBreak="break-word" overflowWrap="anywhere" whiteSpace="pre-wrap">
                {reason}
              </chakra.li>
            ))}
          </chakra.ul>
        </Stack>
      )}
      {item.hidden && (
        <Text fontSize="sm" color="red.700" wordBreak="break-word" overflowWrap="anywhere">
          {t.hiddenBecause(item.hiddenReason ?? null)}
        </Text>
      )}
      <Flex gap="3" wrap="wrap" align="center">
        <Link asChild fontWeight="semibold" color="navy.700" textDecoration="underline">
          <RouterLink to={`/product/${item.partId}`} aria-label={t.viewPartLabel(item.kind, item.authorName)}>
            {t.viewPart}
          </RouterLink>
        </Link>
        {/* One button that changes its action, so that the focus stays on it when an item is hidden or restored. */}
        <Button
          size="sm"
          variant="outline"
          colorPalette={item.hidden ? "gray" : "red"}
          aria-label={item.hidden ? t.restoreLabel(item.kind, item.authorName) : t.hideLabel(item.kind, item.authorName)}
          onClick={item.hidden ? onRestore : onHide}
        >
          {item.hidden ? t.restore : t.hide}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Dashboard › Moderation (admins): riders' reports of reviews, questions and answers, and hiding or restoring them. */
export default function ModerationPage() {
  usePageTitle(t.title);
  const { data, error, loading, refetch } = useQuery(ReportedContentDocument);
  const [hiding, setHiding] = useState<Item | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const items = data?.reportedContent;

  return (
    <Stack gap="6">
      <PageHeading title={t.title} intro={t.intro} gap="2" />
      {/* Present from the first render, so that screen readers read out each hide and restore. */}
      <Text role="status" aria-live="polite" fontSize="sm" fontWeight="medium" wordBreak="break-word" overflowWrap="anywhere">
        {announcement}
      </Text>
      {error ? (
        <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
      ) : loading || !items ? (
        // One status around the lines (SkeletonText would give each line the role).
        <Box role="status" aria-label={t.loading}>
          <SkeletonText noOfLines={6} />
        </Box>
      ) : items.length === 0 ? (
        <Text>{t.empty}</Text>
      ) : (
        <Stack as="ul" aria-label={t.listLabel} gap="6" listStyleType="none">
          {items.map((item) => (
            <ReportedItem key={`${item.kind}-${item.id}`} item={item} onHide={() => setHiding(item)} onAnnounce={setAnnouncement} />
          ))}
        </Stack>
      )}
      {hiding && <HideDialog item={hiding} onClose={() => setHiding(null)} onHidden={setAnnouncement} />}
    </Stack>
  );
}
