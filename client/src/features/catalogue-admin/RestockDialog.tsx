import { useMutation } from "@apollo/client/react";
import { Field, Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { limits } from "@shared/rules";
import { numberFromText, restockQuantity } from "@shared/schemas";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { applyServerError } from "../../lib/forms";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { ManageProductsRestockDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.manageProducts;
const errors = catalogueAdminCopy.partForm.errors;

/** The server's rule for units added (shared/schemas.ts), bounded by the room left under the shop's largest stock. */
const restockForm = (stock: number) => {
  const room = limits.maxQuantity - stock;
  return z.object({
    quantity: numberFromText(restockQuantity.max(room, errors.atMost(t.restockQuantityLabel, room.toLocaleString("en-US"))), {
      required: t.restockRequired,
      notNumber: errors.wholeNumber(t.restockQuantityLabel),
    }),
  });
};

/** What restocking needs of a part. */
const RestockDialogFragment = graphql(`
  fragment RestockDialog_part on Part {
    id
    name
    avquantity
  }
`);

/** Asks how many units to add to a part's stock (restockPart). Mounted afresh for every opening. */
export function RestockDialog({
  open,
  onClose,
  ...props
}: {
  part: FragmentType<typeof RestockDialogFragment>;
  open: boolean;
  onClose: () => void;
}) {
  const part = useFragment(RestockDialogFragment, props.part);
  const form = useForm({ resolver: zodResolver(restockForm(part.avquantity)), defaultValues: { quantity: "" } });
  const {
    register,
    formState: { errors: fieldErrors },
  } = form;
  const [restock, { loading }] = useMutation(ManageProductsRestockDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit(async ({ quantity }) => {
    setFormError(null);
    try {
      const { data } = await restock({ variables: { id: part.id, quantity } });
      toaster.success({ title: t.restocked(quantity, part.name, data?.restockPart.avquantity ?? part.avquantity + quantity) });
      onClose();
    } catch (error) {
      setFormError(applyServerError(error, ["quantity"], form.setError));
    }
  });

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={t.restockTitle(part.name)}
      confirmLabel={t.restockSubmit}
      formId={formId}
      busy={loading}
      error={formError}
      size="sm"
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Text mb="4">{t.restockCurrent(part.avquantity)}</Text>
        <Field.Root invalid={!!fieldErrors.quantity} required>
          <Field.Label>
            {t.restockQuantityLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            {...register("quantity")}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            data-autofocus
          />
          <Field.ErrorText>{fieldErrors.quantity?.message}</Field.ErrorText>
        </Field.Root>
      </form>
    </AdminDialog>
  );
}
