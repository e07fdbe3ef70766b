import { useMutation } from "@apollo/client/react";
import { Field, Input, Text } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "./AdminDialog";
import { ManageProductsRestockDocument } from "./operations";
import { applyServerError } from "./part-form";
import { adminCopy } from "./copy";

const t = adminCopy.manageProducts;
const errors = adminCopy.partForm.errors;

interface RestockValues {
  quantity: string;
}

/** Asks how many units to add to a part's stock (restockPart). Mounted afresh for every opening. */
export function RestockDialog({
  part,
  open,
  onClose,
}: {
  part: { id: string; name: string; avquantity: number };
  open: boolean;
  onClose: () => void;
}) {
  const form = useForm<RestockValues>({ defaultValues: { quantity: "" } });
  const {
    register,
    formState: { errors: fieldErrors },
  } = form;
  const [restock, { loading }] = useMutation(ManageProductsRestockDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit(async ({ quantity }) => {
    setFormError(null);
    const n = Number(quantity);
    try {
      const { data } = await restock({ variables: { id: part.id, quantity: n } });
      toaster.success({ title: t.restocked(n, part.name, data?.restockPart.avquantity ?? part.avquantity + n) });
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
            {...register("quantity", {
              validate: (value) => {
                if (value.trim() === "") return t.restockRequired;
                const n = Number(value);
                if (!Number.isInteger(n)) return errors.wholeNumber(t.restockQuantityLabel);
                if (n < 1) return errors.atLeast(t.restockQuantityLabel, 1);
                const room = limits.maxQuantity - part.avquantity;
                if (n > room) return errors.atMost(t.restockQuantityLabel, room.toLocaleString("en-US"));
                return true;
              },
            })}
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
