import { useMutation } from "@apollo/client/react";
import { Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { toaster } from "../../lib/toaster";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { EditPartDialog_PartFragment } from "../../gql/graphql";
import { AdminDialog } from "../../components/AdminDialog";
import { ManageProductsUpdateDocument } from "./operations";
import { PartFields } from "./PartFields";
import { applyPartServerError, partDetailsForm, type PartDetailsFormOutput, type PartFormValues } from "./part-form";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.manageProducts;

const FIELDS = ["name", "description", "picture", "categorySlug", "brand", "partNumber", "price", "minquantity", "weightKg", "hsCode", "scheduleB", "originCountry", "returnable", "gtin", "leadTimeDays", "restockDate"] as const;

/** What editing needs of a part: its details as they are, and its stock to show beside them. */
const EditPartDialogFragment = graphql(`
  fragment EditPartDialog_part on Part {
    id
    name
    description
    picture
    brand
    partNumber
    productCategory {
      id
      slug
      label
    }
    specs {
      name
      value
    }
    images
    price
    minquantity
    avquantity
    weightKg
    hsCode
    scheduleB
    originCountry
    dimensionsCm {
      length
      width
      height
    }
    returnable
    gtin
    leadTimeDays
    restockDate
  }
`);

/**
 * PartFields serves both forms, so the dialog holds the Add Product form's values; its rules are the
 * details' only, whose output leaves out the email and stock the dialog neither shows nor sends.
 */
const detailsResolver = zodResolver(partDetailsForm) as unknown as Resolver<PartFormValues, unknown, PartDetailsFormOutput>;

const toFormValues = (part: EditPartDialog_PartFragment): PartFormValues => ({
  name: part.name,
  email: "",
  description: part.description,
  picture: part.picture,
  brand: part.brand ?? "",
  partNumber: part.partNumber ?? "",
  categorySlug: part.productCategory?.slug ?? "",
  specs: part.specs.map(({ name, value }) => ({ name, value })),
  // `images` is the picture, then the gallery.
  gallery: part.images.slice(1).map((url) => ({ url })),
  price: String(part.price),
  minquantity: String(part.minquantity),
  avquantity: String(part.avquantity),
  weightKg: String(part.weightKg),
  // The codes as the server writes them (8714.10); an empty input sends null, which removes the value.
  hsCode: part.hsCode ?? "",
  scheduleB: part.scheduleB ?? "",
  originCountry: part.originCountry ?? "",
  dimensionsCm: part.dimensionsCm
    ? { length: String(part.dimensionsCm.length), width: String(part.dimensionsCm.width), height: String(part.dimensionsCm.height) }
    : { length: "", width: "", height: "" },
  returnable: part.returnable,
  // As stored (the GTIN's digits, the date YYYY-MM-DD); an emptied input sends null, which removes it.
  gtin: part.gtin ?? "",
  leadTimeDays: part.leadTimeDays == null ? "" : String(part.leadTimeDays),
  restockDate: part.restockDate ?? "",
});

/**
 * Edits a part's details (updatePart). Mounted afresh for every opening, so it always starts from the
 * part as listed; stock is not editable here (orders and Restock change it). Every catalogue field is
 * sent as the form holds it, so emptying one clears it (an empty list sends [], an empty export field,
 * GTIN, lead time or restock date, or three empty sizes null).
 */
export function EditPartDialog({
  open,
  onClose,
  ...props
}: {
  part: FragmentType<typeof EditPartDialogFragment>;
  open: boolean;
  onClose: () => void;
}) {
  const part = useFragment(EditPartDialogFragment, props.part);
  const form = useForm<PartFormValues, unknown, PartDetailsFormOutput>({ resolver: detailsResolver, defaultValues: toFormValues(part) });
  const [update, { loading }] = useMutation(ManageProductsUpdateDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      // The answer updates the part wherever it is cached (this list, the home page, the purchase page).
      const { data } = await update({ variables: { id: part.id, input } });
      toaster.success({ title: t.saved(data?.updatePart.name ?? input.name) });
      onClose();
    } catch (error) {
      setFormError(applyPartServerError(error, FIELDS, form));
    }
  });

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={t.editTitle(part.name)}
      confirmLabel={t.save}
      formId={formId}
      busy={loading}
      error={formError}
      size="lg"
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Text color="fg.muted" fontSize="sm" mb="4">
          {t.stockNote} {t.restockCurrent(part.avquantity)}
        </Text>
        <PartFields form={form} currentCategory={part.productCategory} />
      </form>
    </AdminDialog>
  );
}
