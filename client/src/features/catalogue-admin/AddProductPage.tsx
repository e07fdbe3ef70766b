import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { FullPageSpinner } from "../../components/FullPageSpinner";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { errorCode } from "../../lib/graphql-errors";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { useIsAdmin } from "../../lib/use-is-admin";
import { AddProductAddPartDocument } from "./operations";
import { PartFields } from "./PartFields";
import { applyPartServerError, newPartForm, type PartFormValues } from "./part-form";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.addProduct;

const FIELDS = ["name", "email", "description", "picture", "categorySlug", "brand", "partNumber", "price", "minquantity", "avquantity", "weightKg", "hsCode", "scheduleB", "originCountry", "returnable", "gtin", "leadTimeDays", "restockDate"] as const;

/** Shown to a signed-in non-admin instead of a form the server would refuse (decisions.md #2). */
function AdminsOnlyNotice() {
  return (
    <Card.Root maxW="2xl" borderColor="orange.200" bg="orange.50">
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {copy.guards.adminsOnly}
        </Heading>
        <Text>{copy.guards.adminsOnlyBody}</Text>
        <Box>
          <Button asChild variant="outline" colorPalette="gray">
            <RouterLink to="/dashboard/myprofile">{catalogueAdminCopy.notice.toProfile}</RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function AddProductForm() {
  const { user } = useSession();
  const defaults: PartFormValues = {
    name: "",
    email: user?.email ?? "",
    description: "",
    picture: "",
    brand: "",
    partNumber: "",
    categorySlug: "",
    specs: [],
    gallery: [],
    price: "",
    minquantity: "",
    avquantity: "",
    weightKg: "",
    hsCode: "",
    scheduleB: "",
    originCountry: "",
    dimensionsCm: { length: "", width: "", height: "" },
    // Most parts may come back once fitted: the admin unticks it for electrical parts.
    returnable: true,
    gtin: "",
    leadTimeDays: "",
    restockDate: "",
  };
  const form = useForm({ resolver: zodResolver(newPartForm), defaultValues: defaults });
  const {
    register,
    formState: { errors },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [addPart, { loading }] = useMutation(AddProductAddPartDocument);

  const onSubmit = form.handleSubmit(async ({ email: _shownOnly, ...input }) => {
    setFormError(null);
    try {
      await addPart({
        variables: { input },
        // Every cached catalogue list (home page, Manage Products) is re-requested with the new part.
        update(cache) {
          cache.evict({ fieldName: "parts" });
          cache.gc();
        },
      });
      toaster.success({ title: t.added });
      form.reset(defaults);
    } catch (error) {
      setFormError(applyPartServerError(error, FIELDS, form));
    }
  });

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeading title={t.heading} intro={t.intro} />
      <Card.Root>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label={t.heading}>
            <Stack gap="5">
              <PartFields
                form={form}
                withStock
                afterName={
                  <Field.Root invalid={!!errors.email} required readOnly>
                    <Field.Label>
                      {t.emailLabel}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...register("email")} type="email" readOnly bg="bg.muted" />
                    {errors.email ? (
                      <Field.ErrorText>{errors.email.message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t.emailHelp}</Field.HelperText>
                    )}
                  </Field.Root>
                }
              />
              <Box>
                <Button type="submit" colorPalette="brand" loading={loading} width={{ base: "full", sm: "auto" }}>
                  {t.submit}
                </Button>
              </Box>
              {formError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{formError}</Alert.Description>
                </Alert.Root>
              )}
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

export default function AddProductPage() {
  usePageTitle(copy.dashboard.menu.addProduct);
  const { isAdmin, loading, error } = useIsAdmin();
  const code = errorCode(error);
  if (loading) return <FullPageSpinner label={t.checking} />;
  // A network failure is not a "no": say so and offer a retry instead of the admins-only notice.
  if (error && code !== "FORBIDDEN" && code !== "UNAUTHENTICATED") {
    return <ErrorState error={error} onRetry={() => window.location.reload()} />;
  }
  if (!isAdmin) return <AdminsOnlyNotice />;
  return <AddProductForm />;
}
