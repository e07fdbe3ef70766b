import { Button, chakra, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState, type ReactElement } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { COUNTRY_RULES, countryName, placeLines, SHIPPING_COUNTRY_CODES, shippingAddress, type ShippingAddress } from "@shared/addresses";
import { embargoedCountryMessage } from "@shared/export-controls";
import { graphql } from "../gql";
import type { MyAddressesQuery } from "../gql/graphql";
import { applyServerErrors } from "../lib/forms";
import { toaster } from "../lib/toaster";
import { addressCopy } from "./address-copy";

/**
 * The address book's shared parts: the shopper's addresses, the form that adds or edits one by
 * its country's rules (the same schema as the server's, shared/addresses.ts), and an address as a label
 * prints it. My Profile's address book and checkout both use them.
 */

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

export type Address = MyAddressesQuery["myAddresses"][number];

const FORM_FIELDS = ["fullName", "line1", "line2", "city", "region", "postalCode", "country", "phone"] as const;
type FormValues = Record<(typeof FORM_FIELDS)[number], string> & { isDefault: boolean };

/**
 * Every country the shop can deliver to by its English name (territories nobody delivers to are left
 * out: shared/addresses.ts), the main markets' rules applying where they have them.
 */
const COUNTRIES = SHIPPING_COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));

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

/** The address as a label prints it, its city, region and postal code in its country's format (shared/addresses.ts). */
export function AddressLines({ address }: { address: Pick<Address, "fullName" | "line1" | "line2" | "postalCode" | "city" | "region" | "country" | "countryName" | "phone"> }) {
  return (
    <Stack gap="0" fontSize="sm">
      <Text fontWeight="semibold">{address.fullName}</Text>
      <Text>{address.line1}</Text>
      {address.line2 && <Text>{address.line2}</Text>}
      {placeLines(address).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>{address.countryName}</Text>
      <Text color="fg.muted">{address.phone}</Text>
    </Stack>
  );
}

/** Adds an address to the book, or edits one; `onDone` gets the saved address's id (none when cancelled). */
export function AddressForm({
  address,
  onDone,
  headingAs = "h4",
}: {
  address: Address | null;
  onDone: (savedId?: string) => void;
  /** The form's heading level, one below the section it sits in. */
  headingAs?: "h3" | "h4";
}) {
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
  // Said as soon as the country is picked, in the server's words: there is no point typing the rest.
  const embargoed = embargoedCountryMessage(country);
  const headingId = useId();

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null);
    if (embargoedCountryMessage(parsed.country)) return;
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

  const errorOf = (name: (typeof FORM_FIELDS)[number]) => (name === "country" && embargoed) || errors[name]?.message;
  const field = (name: (typeof FORM_FIELDS)[number], label: string, input: ReactElement, help?: string) => (
    <Field.Root invalid={!!errorOf(name)}>
      <Field.Label>{label}</Field.Label>
      {input}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText color="red.700" role={name === "country" && embargoed ? "alert" : undefined}>
        {errorOf(name)}
      </Field.ErrorText>
    </Field.Root>
  );
  const reg = (name: (typeof FORM_FIELDS)[number]) => register(name);

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as={headingAs} size="md" mb="4" id={headingId}>
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

