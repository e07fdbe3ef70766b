import { Badge, Box, Button, Card, HStack, SimpleGrid, SkeletonText, Stack, Text, Heading } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { AddressForm, AddressLines, MyAddressesDocument, type Address } from "../../components/AddressForm";
import { addressCopy } from "../../components/address-copy";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { graphql } from "../../gql";
import { toaster } from "../../lib/toaster";

const t = addressCopy;

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

/**
 * My Profile's address book: the shopper's addresses, the default first, each checked against
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
