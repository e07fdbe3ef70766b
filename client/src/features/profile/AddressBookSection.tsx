import { Badge, Box, Button, Card, chakra, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState, type ReactElement } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { COUNTRY_CODES, COUNTRY_RULES, countryName, shippingAddress, type ShippingAddress } from "@shared/addresses";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { graphql } from "../../gql";
import type { MyAddressesQuery } from "../../gql/graphql";
import { applyServerErrors } from "../../lib/forms";
import { toaster } from "../../lib/toaster";
import { addressCopy } from "./copy";

const t = addressCopy;

export const MyAddressesDocument = graphql(`
  query MyAddresses {
    myAddresses {
      id
      fullName
      line1
      line2
      city
      region
      regionName
      postalCode
      country
      countryName
      phone
      isDefault
    }
  }
`);

export const AddAddressDocument = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      id
    }
  }
`);

const UpdateAddressDocument = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      id
    }
  }
`);

const RemoveAddressDocument = graphql(`
  mutation RemoveAddress($id: ID!) {
    removeAddress(id: $id) {
      id
    }
  }
`);

const SetDefaultAddressDocument = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
    }
  }
`);

export type Address = MyAddressesQuery["myAddresses"][number];

const FORM_FIELDS = ["fullName", "line1", "line2", "city", "region", "postalCode", "country", "phone"] as const;
type FormValues = Record<(typeof FORM_FIELDS)[number], string> & { isDefault: boolean };

/** Every country by its English name, the main markets' rules applying where they have them. */
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));

const emptyForm = (): FormValues => ({ fullName: "", line1: "", line2: "", city: "", region: "", postalCode: "", country: "", phone: "", isDefault: false });

function toForm(a: Address): FormValues {
  return {
    fullName: a.fullName,
    line1: a.line1,
    line2: a.line2 ?? "",
    city: a.city,
    region: a.region ?? "",
    postalCode: a.postalCode ?? "",
    country: a.country,
    phone: a.phone,
    isDefault: a.isDefault,
  };
}

/** The address as a label prints it. */
export function AddressLines({ address }: { address: Pick<Address, "fullName" | "line1" | "line2" | "postalCode" | "city" | "regionName" | "countryName" | "phone"> }) {
  const place = [address.postalCode, address.city, address.regionName].filter(Boolean).join(" ");
  return (
    <Stack gap="0" fontSize="sm">
      <Text fontWeight="semibold">{address.fullName}</Text>
      <Text>{address.line1}</Text>
      {address.line2 && <Text>{address.line2}</Text>}
      <Text>{place}</Text>
      <Text>{address.countryName}</Text>
      <Text color="fg.muted">{address.phone}</Text>
    </Stack>
  );
}

/** Adds an address to the book, or edits one; `onDone` gets the saved address's id (none when cancelled). */
export function AddressForm({ address, onDone }: { address: Address | null; onDone: (savedId?: string) => void }) {
  const [addAddress] = useMutation(AddAddressDocument, { refetchQueries: [MyAddressesDocument], awaitRefetchQueries: true });
  const [updateAddress] = useMutation(UpdateAddressDocument, { refetchQueries: [MyAddressesDocument], awaitRefetchQueries: true });
  const values = useMemo(() => (address ? toForm(address) : emptyForm()), [address]);
  // The shared schema checks the text fields and answers the address as the server stores it; the
  // checkbox is the form's own.
  const resolver = zodResolver(shippingAddress) as unknown as Resolver<FormValues, unknown, ShippingAddress>;
  const { register, handleSubmit, setError, control, getValues, formState } = useForm<FormValues, unknown, ShippingAddress>({ resolver, values });
  const { errors, isSubmitting } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const country = useWatch({ control, name: "country" }).toUpperCase();
  const rule = COUNTRY_RULES[country];
  const headingId = useId();

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null);
    const input = { ...parsed, isDefault: getValues("isDefault") };
    try {
      const savedId = address
        ? (await updateAddress({ variables: { id: address.id, input } })).data?.updateAddress.id
        : (await addAddress({ variables: { input } })).data?.addAddress.id;
      toaster.success({ title: t.saved });
      onDone(savedId ?? undefined);
    } catch (err) {
      setFormError(applyServerErrors(err, FORM_FIELDS, setError));
    }
  });

  const errorOf = (name: (typeof FORM_FIELDS)[number]) => errors[name]?.message;
  const field = (name: (typeof FORM_FIELDS)[number], label: string, input: ReactElement, help?: string) => (
    <Field.Root invalid={!!errorOf(name)}>
      <Field.Label>{label}</Field.Label>
      {input}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText color="red.700">{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );
  const reg = (name: (typeof FORM_FIELDS)[number]) => register(name);

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h4" size="md" mb="4" id={headingId}>
        {address ? t.formTitleEdit : t.formTitleNew}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field("fullName", t.fullName, <Input autoComplete="name" {...reg("fullName")} />)}
        {field(
          "country",
          t.country,
          <NativeSelect.Root>
            <NativeSelect.Field autoComplete="country" {...reg("country")}>
              <option value="">{t.chooseCountry}</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {field("line1", t.line1, <Input autoComplete="address-line1" {...reg("line1")} />)}
        {field("line2", t.line2, <Input autoComplete="address-line2" {...reg("line2")} />)}
        {field("city", t.city, <Input autoComplete="address-level2" {...reg("city")} />)}
        {rule?.region?.options
          ? field(
              "region",
              rule.region.label,
              <NativeSelect.Root>
                <NativeSelect.Field autoComplete="address-level1" {...reg("region")}>
                  <option value="">{t.choose(rule.region.label)}</option>
                  {rule.region.options.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )
          : field("region", rule?.region ? `${rule.region.label}${rule.region.required ? "" : " (optional)"}` : t.region, <Input autoComplete="address-level1" {...reg("region")} />)}
        {field(
          "postalCode",
          rule ? t.postalCode : t.postalCodeOptional,
          <Input autoComplete="postal-code" placeholder={rule?.postal.example} {...reg("postalCode")} />,
        )}
        {field("phone", t.phone, <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+49 30 1234567" {...reg("phone")} />, t.phoneHelp)}
      </SimpleGrid>
      {!address?.isDefault && (
        <Controller
          control={control}
          name="isDefault"
          render={({ field: f }) => (
            <Checkbox.Root mt="4" checked={f.value} onCheckedChange={(e) => f.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.isDefault}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
      {formError && (
        <Text role="alert" color="red.700" mt="4">
          {formError}
        </Text>
      )}
      <HStack mt="6" gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          {t.save}
        </Button>
        <Button variant="outline" onClick={() => onDone()} disabled={isSubmitting}>
          {t.cancel}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/**
 * My Profile's address book (issue 17): the shopper's addresses, the default first, each checked against
 * its country's rules by the same schema as the server's (shared/addresses.ts).
 */
export function AddressBookSection() {
  const { data, error, refetch, loading } = useQuery(MyAddressesDocument);
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const [removeAddress] = useMutation(RemoveAddressDocument, { refetchQueries: [MyAddressesDocument], awaitRefetchQueries: true });
  const [setDefaultAddress] = useMutation(SetDefaultAddressDocument, { refetchQueries: [MyAddressesDocument], awaitRefetchQueries: true });
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  const addresses = data?.myAddresses ?? [];

  const act = async (id: string, work: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await work();
      toaster.success({ title: done });
    } catch (err) {
      toaster.error({ title: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="lg" id={headingId}>
            {t.title}
          </Heading>
          <Text color="fg.muted">{t.intro}</Text>
        </Stack>
        {error && !data ? (
          <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
        ) : loading && !data ? (
          <SkeletonText noOfLines={4} role="status" />
        ) : (
          <>
            {addresses.length === 0 && editing === null && <Text>{t.empty}</Text>}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {addresses.map((a) =>
                editing !== null && editing !== "new" && editing.id === a.id ? null : (
                  <Box key={a.id} borderWidth="1px" borderRadius="md" p="4" role="group" aria-label={t.actionsFor(a.fullName)}>
                    <HStack justify="space-between" align="start" gap="3">
                      <AddressLines address={a} />
                      {a.isDefault && <Badge colorPalette="green">{t.default}</Badge>}
                    </HStack>
                    <HStack mt="3" gap="2" flexWrap="wrap">
                      <Button size="sm" variant="outline" onClick={() => setEditing(a)} disabled={busy !== null}>
                        {t.edit}
                      </Button>
                      {!a.isDefault && (
                        <Button size="sm" variant="outline" loading={busy === `default:${a.id}`} disabled={busy !== null} onClick={() => void act(`default:${a.id}`, () => setDefaultAddress({ variables: { id: a.id } }), t.defaultChanged)}>
                          {t.makeDefault}
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" colorPalette="red" loading={busy === `remove:${a.id}`} disabled={busy !== null} onClick={() => void act(`remove:${a.id}`, () => removeAddress({ variables: { id: a.id } }), t.removed)}>
                        {t.remove}
                      </Button>
                    </HStack>
                  </Box>
                ),
              )}
            </SimpleGrid>
            {editing !== null ? (
              <AddressForm key={editing === "new" ? "new" : editing.id} address={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
            ) : (
              <Button alignSelf="start" colorPalette="brand" variant="outline" onClick={() => setEditing("new")}>
                {t.add}
              </Button>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
