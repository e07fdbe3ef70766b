import { Box, Button, chakra, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { partReviewLimits, reportReason } from "@shared/part-review-schemas";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { StarIcon } from "../../components/icons";
import { graphql } from "../../gql";
import type { ContentKind } from "../../gql/graphql";
import { errorMessage } from "../../lib/graphql-errors";
import { productCopy as t } from "./copy";

/** "Dec 2, 2026", without Intl (ADR 0041: a page formats without loading the locale's data). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${t.months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/**
 * A rating as five stars, read as "Rated 4 out of 5" (or the label given). Given stars are solid, the
 * others outlined: told apart by shape, not colour alone, each at 3:1 or more on white (WCAG 1.4.11).
 */
export function Stars({ value, label, size = "md" }: { value: number; label?: string; size?: "sm" | "md" | "lg" }) {
  const rounded = Math.round(value * 2) / 2;
  const fontSize = { sm: "sm", md: "md", lg: "xl" }[size];
  return (
    <HStack as="span" gap="0.5" role="img" aria-label={label ?? t.reviews.rated(value)} fontSize={fontSize} display="inline-flex">
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon
          key={i}
          {...(i <= rounded
            ? { fill: "var(--chakra-colors-orange-600)", stroke: "var(--chakra-colors-orange-600)" }
            : { fill: "none", stroke: "var(--chakra-colors-gray-500)" })}
          strokeWidth={1.5}
        />
      ))}
    </HStack>
  );
}

/** The login page, coming back to this part's section after (`state.from`, as the route guard does). */
export function SignInLink({ partId, hash, children }: { partId: string; hash: string; children: string }) {
  return (
    <Button asChild variant="outline" colorPalette="gray" alignSelf="flex-start">
      <RouterLink to="/login" state={{ from: { pathname: `/product/${partId}`, search: "", hash } }}>
        {children}
      </RouterLink>
    </Button>
  );
}

export const ReportContentDocument = graphql(`
  mutation ReportContent($kind: ContentKind!, $id: ID!, $reason: String!) {
    reportContent(kind: $kind, id: $id, reason: $reason) {
      recorded
    }
  }
`);

/** "Report": asks why, then sends the report; the result is read out. */
export function ReportAction({ kind, id }: { kind: ContentKind; id: string }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [report, { loading }] = useMutation(ReportContentDocument);
  const formId = useId();
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(reportReason), defaultValues: { reason: "" } });
  const { errors } = formState;
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      const { data } = await report({ variables: { kind, id, reason } });
      setResult(data?.reportContent.recorded === false ? t.report.already : t.report.sent);
      setOpen(false);
      reset();
    } catch (err) {
      setResult(errorMessage(err));
    }
  });
  return (
    <Box>
      {!open && (
        <Button size="xs" variant="ghost" colorPalette="gray" aria-label={t.report.reportItem(t.report.kinds[kind])} aria-expanded={false} aria-controls={formId} onClick={() => { setOpen(true); setResult(null); }}>
          {t.report.action}
        </Button>
      )}
      {open && (
        <chakra.form id={formId} onSubmit={onSubmit} noValidate aria-label={t.report.reportItem(t.report.kinds[kind])}>
          <Stack gap="2" maxW="md">
            <Field.Root invalid={!!errors.reason} required>
              <Field.Label>{t.report.reason}</Field.Label>
              <Textarea rows={2} maxLength={partReviewLimits.reason} {...register("reason")} />
              <Field.ErrorText color="red.700">{errors.reason?.message}</Field.ErrorText>
            </Field.Root>
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
                {t.report.send}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                {t.report.cancel}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
        {result}
      </Text>
    </Box>
  );
}
