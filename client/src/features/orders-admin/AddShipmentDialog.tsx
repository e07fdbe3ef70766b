import { useMutation } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CARRIERS, CARRIER_NAMES } from "../../components/order-status";
import { applyServerError } from "../../lib/forms";
import { toaster } from "../../lib/toaster";
import { AdminDialog } from "../../components/AdminDialog";
import { ManageOrdersAddShipmentDocument } from "./operations";
import { ordersAdminCopy } from "./copy";

const t = ordersAdminCopy.shipment;

/**
 * The server's rule for a tracking number (ShipmentInput): letters and digits once spaces and dashes are
 * dropped, 8 to 40 of them. The number is sent as the server keeps it.
 */
const shipmentForm = z.object({
  carrier: z.string().pipe(z.enum(CARRIERS, { error: t.carrierRequired })),
  trackingNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]+/g, ""))
    .pipe(z.string().min(1, t.trackingRequired).regex(/^[A-Za-z0-9]{8,40}$/, t.trackingInvalid)),
});

type ShipmentValues = z.input<typeof shipmentForm>;

const FIELDS = ["carrier", "trackingNumber"] as const;

const DEFAULTS: ShipmentValues = { carrier: "", trackingNumber: "" };

/**
 * Records a parcel of a paid, packed or shipped order (addShipment): its carrier and tracking number. The
 * first one ships the order. Mounted afresh for every opening; `onAdded` runs after the toast.
 */
export function AddShipmentDialog({
  order,
  open,
  onClose,
  onAdded,
}: {
  order: { id: string; number: string };
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const form = useForm({ resolver: zodResolver(shipmentForm), defaultValues: DEFAULTS });
  const {
    register,
    formState: { errors },
  } = form;
  const [addShipment, { loading }] = useMutation(ManageOrdersAddShipmentDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await addShipment({ variables: { orderId: order.id, input } });
      toaster.success({ title: t.added(order.number) });
      onClose();
      onAdded();
    } catch (error) {
      // A bad tracking number goes under its field; a refused move (CONFLICT) above the buttons.
      setFormError(applyServerError(error, FIELDS, form.setError));
    }
  });

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={t.title(order.number)}
      confirmLabel={t.submit}
      formId={formId}
      busy={loading}
      error={formError}
      size="sm"
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text>{t.intro}</Text>
          <Field.Root invalid={!!errors.carrier} required>
            <Field.Label>
              {t.carrierLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register("carrier")} data-autofocus>
                <option value="" disabled>
                  {t.carrierPlaceholder}
                </option>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {CARRIER_NAMES[carrier]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.carrier?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.trackingNumber} required>
            <Field.Label>
              {t.trackingLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register("trackingNumber")} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            {errors.trackingNumber ? (
              <Field.ErrorText>{errors.trackingNumber.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.trackingHelp}</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </form>
    </AdminDialog>
  );
}
