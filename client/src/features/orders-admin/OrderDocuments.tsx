import { useApolloClient } from "@apollo/client/react";
import { Button, Flex } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { errorMessage } from "../../components/ErrorState";
import { DownloadError, downloadWithAccessToken } from "../../lib/authorized-download";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { IsAdminDocument } from "../../lib/use-is-admin";
import { ordersAdminCopy } from "./copy";

const t = ordersAdminCopy;

type DocumentKind = keyof typeof t.documents;

/** Where each document of an order is, and the name it is saved under (MP-100123-invoice.pdf). */
const DOCUMENTS: { kind: DocumentKind; path: (id: string) => string; fileName: (number: string) => string }[] = [
  { kind: "invoice", path: (id) => `/orders/${encodeURIComponent(id)}/invoice.pdf`, fileName: (number) => `${number}-invoice.pdf` },
  { kind: "packingSlip", path: (id) => `/orders/${encodeURIComponent(id)}/packing-slip.pdf`, fileName: (number) => `${number}-packing-slip.pdf` },
];

/**
 * The commercial invoice and the packing slip of an order with an address. Their paths need the bearer
 * token, which a link cannot send: each button fetches its PDF and saves it; a failure is toasted.
 */
export function OrderDocuments({ order }: { order: { id: string; number: string } }) {
  const client = useApolloClient();
  const { user } = useSession();
  const [busy, setBusy] = useState<DocumentKind | null>(null);

  /** After a 401: the Apollo client renews the session on its own refusal, so ask it something small. */
  const renewAccessToken = useCallback(async () => {
    if (!user) return false;
    await client.query({ query: IsAdminDocument, variables: { email: user.email }, fetchPolicy: "network-only" });
    return true;
  }, [client, user]);

  async function download(doc: (typeof DOCUMENTS)[number]) {
    setBusy(doc.kind);
    try {
      await downloadWithAccessToken(doc.path(order.id), doc.fileName(order.number), { renewAccessToken });
    } catch (e) {
      // The server's refusal says why; a failure to reach it is the network's message.
      toaster.error({ title: t.documentFailed(t.documents[doc.kind]), description: e instanceof DownloadError ? e.message : errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex gap="2" wrap="wrap">
      {DOCUMENTS.map((doc) => (
        <Button
          key={doc.kind}
          size="xs"
          variant="outline"
          loading={busy === doc.kind}
          onClick={() => void download(doc)}
          aria-label={t.documentLabel(t.documents[doc.kind], order.number)}
        >
          {t.documents[doc.kind]}
        </Button>
      ))}
    </Flex>
  );
}
