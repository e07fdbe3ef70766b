import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { errorMessage } from "../../components/ErrorState";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { purchaseCopy } from "./copy";

const t = purchaseCopy;

export const PurchaseBackInStockDocument = graphql(`
  query PurchaseBackInStock {
    myBackInStockRequests {
      id
      email
      part {
        id
      }
    }
  }
`);

export const PurchaseRequestBackInStockDocument = graphql(`
  mutation PurchaseRequestBackInStock($partId: ID!) {
    requestBackInStock(partId: $partId) {
      id
      email
      part {
        id
      }
    }
  }
`);

export const PurchaseCancelBackInStockDocument = graphql(`
  mutation PurchaseCancelBackInStock($id: ID!) {
    cancelBackInStockRequest(id: $id) {
      id
    }
  }
`);

/** "Sold out", and a way to hear when the part is back: the request is stored now, the email sent later. */
export function BackInStock({ part }: { part: { id: string } }) {
  const { data, loading } = useQuery(PurchaseBackInStockDocument, { fetchPolicy: "cache-and-network" });
  const [request, requesting] = useMutation(PurchaseRequestBackInStockDocument, { refetchQueries: [PurchaseBackInStockDocument] });
  const [cancel, cancelling] = useMutation(PurchaseCancelBackInStockDocument, { refetchQueries: [PurchaseBackInStockDocument] });
  const [error, setError] = useState<string | null>(null);
  const existing = data?.myBackInStockRequests.find((r) => r.part.id === part.id);

  const ask = async () => {
    setError(null);
    try {
      await request({ variables: { partId: part.id } });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const stop = async () => {
    if (!existing) return;
    setError(null);
    try {
      await cancel({ variables: { id: existing.id } });
      toaster.success({ title: t.notifyStopped });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Alert.Root status="neutral" role="region" aria-label={t.soldOutTitle}>
      <Alert.Content gap="2">
        <Alert.Title>{t.soldOutTitle}</Alert.Title>
        <Alert.Description>{t.soldOutBody}</Alert.Description>
        {existing ? (
          <Stack gap="2" role="status">
            <Text fontWeight="medium">{t.notifyRequested(existing.email)}</Text>
            <Button size="sm" variant="outline" alignSelf="flex-start" loading={cancelling.loading} onClick={() => void stop()}>
              {t.notifyStop}
            </Button>
          </Stack>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm">{t.notifyHelp}</Text>
            <Button size="sm" colorPalette="brand" alignSelf="flex-start" loading={requesting.loading} disabled={loading && !data} onClick={() => void ask()}>
              {copy.parts.notifyMe}
            </Button>
          </Stack>
        )}
        {error && (
          <Text role="alert" color="red.700" fontSize="sm">
            {t.notifyFailed} {error}
          </Text>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
