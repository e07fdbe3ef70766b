import { useMutation, useQuery } from "@apollo/client/react";
import { Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, type Resolver, type UseFormReturn } from "react-hook-form";
import { ErrorState } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { graphql, useFragment } from "../../gql";
import type { FitmentDialog_PartFragment } from "../../gql/graphql";
import { AdminDialog } from "../../components/AdminDialog";
import { FitmentRangesField, PartNumbersField } from "./FitmentFields";
import { ManageProductsFitmentDocument, ManageProductsSetFitmentDocument, ManageProductsSetPartNumbersDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";
import {
  applyFitmentServerErrors,
  fitmentForm,
  toFitmentFormValues,
  toFitmentInput,
  toPartNumbersInput,
  type FitmentFormOutput,
  type FitmentFormValues,
} from "./fitment-form";

const t = catalogueAdminCopy.fitment;

/** What the Fitment dialog edits of a part: its fitment and the numbers it is also known by. */
const FitmentDialogFragment = graphql(`
  fragment FitmentDialog_part on Part {
    id
    name
    brand
    partNumber
    universalFit
    fitment {
      id
      make
      model
      makeSlug
      modelSlug
      yearFrom
      yearTo
      variant
      market
      position
      notes
    }
    otherNumbers {
      brand
      number
      kind
    }
  }
`);

/** The form reads text and yields the mutations' input (its schema's input type is the preprocessed `unknown`). */
const resolver = zodResolver(fitmentForm) as unknown as Resolver<FitmentFormValues, unknown, FitmentFormOutput>;

type FitmentForm = UseFormReturn<FitmentFormValues, unknown, FitmentFormOutput>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The form, once the part is loaded: it starts from the part as the server has it. */
function FitmentForm({ part, formId, onSubmit }: { part: FitmentDialog_PartFragment; formId: string; onSubmit: (output: FitmentFormOutput, form: FitmentForm) => Promise<void> }) {
  const form = useForm<FitmentFormValues, unknown, FitmentFormOutput>({ resolver, defaultValues: toFitmentFormValues(part) });
  return (
    <form id={formId} onSubmit={form.handleSubmit((output) => onSubmit(output, form))} noValidate>
      <Stack gap="6">
        {part.partNumber && (
          <Text color="fg.muted" fontSize="sm">
            {t.ownNumber(part.brand, part.partNumber)}
          </Text>
        )}
        <FitmentRangesField form={form} />
        <Separator />
        <PartNumbersField form={form} />
      </Stack>
    </form>
  );
}

/**
 * Edits a part's fitment (setPartFitment: universal, or the ranges of bikes it fits) and its other part
 * numbers (setPartNumbers). It reads the part afresh on every opening, and sends only what changed:
 * the fitment first, then the numbers. Each refusal's field errors go under their inputs. Mounted afresh
 * for every opening.
 */
export function FitmentDialog({ part: { id, name }, open, onClose }: { part: { id: string; name: string }; open: boolean; onClose: () => void }) {
  const { data, error, refetch } = useQuery(ManageProductsFitmentDocument, { variables: { id }, fetchPolicy: "network-only" });
  const part = useFragment(FitmentDialogFragment, data?.part);
  const [setFitment, fitmentState] = useMutation(ManageProductsSetFitmentDocument);
  const [setNumbers, numbersState] = useMutation(ManageProductsSetPartNumbersDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  async function save(output: FitmentFormOutput, form: FitmentForm) {
    if (!part) return;
    setFormError(null);
    // What the part holds now: a first save may have written the fitment before the numbers were refused.
    const saved = toFitmentFormValues(part);
    const values = form.getValues();
    const rowCount = (list: "fitment.ranges" | "numbers") => (list === "numbers" ? values.numbers.length : values.fitment.ranges.length);
    const fitmentChanged = !same(values.fitment, saved.fitment);
    const numbersChanged = !same(values.numbers, saved.numbers);
    if (!fitmentChanged && !numbersChanged) {
      onClose();
      return;
    }
    if (fitmentChanged) {
      try {
        await setFitment({ variables: { partId: id, input: toFitmentInput(output.fitment) } });
      } catch (e) {
        setFormError(applyFitmentServerErrors(e, "fitment", form.setError, rowCount));
        return;
      }
    }
    if (numbersChanged) {
      try {
        await setNumbers({ variables: { partId: id, numbers: toPartNumbersInput(output.numbers) } });
      } catch (e) {
        setFormError(applyFitmentServerErrors(e, "numbers", form.setError, rowCount));
        return;
      }
    }
    toaster.success({ title: t.saved(part.name) });
    onClose();
  }

  let body;
  if (part) body = <FitmentForm part={part} formId={formId} onSubmit={save} />;
  else if (error) body = <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />;
  else {
    body = (
      <Stack gap="3" role="status" aria-label={t.loading}>
        <Skeleton h="10" />
        <Skeleton h="32" />
        <Text srOnly>{copy.common.loading}</Text>
      </Stack>
    );
  }

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={t.title(part?.name ?? name)}
      confirmLabel={t.save}
      formId={formId}
      confirmDisabled={!part}
      busy={fitmentState.loading || numbersState.loading}
      error={formError}
      size="lg"
    >
      {body}
    </AdminDialog>
  );
}
