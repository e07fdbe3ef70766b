import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { DownloadError, downloadWithAccessToken } from "../../lib/authorized-download";
import { toaster } from "../../lib/toaster";
import { errorMessage } from "../../components/ErrorState";
import { orderPageCopy } from "./copy";

const t = orderPageCopy.documents;

/**
 * One of an order's PDFs, fetched with the session's token (a link cannot send it) and saved: the
 * commercial invoice that goes with the parcel through customs, or the receipt of a paid order.
 */
export function DocumentButton({ order, kind, onRenew }: { order: { id: string; number: string }; kind: "invoice" | "receipt"; onRenew: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const copy = t[kind];
  const download = async () => {
    setBusy(true);
    try {
      // After a 401 the order is asked for again: the Apollo client renews the session on its refusal.
      const renewAccessToken = async () => (await onRenew(), true);
      await downloadWithAccessToken(`/orders/${order.id}/${kind}.pdf`, `${order.number}-${kind}.pdf`, { renewAccessToken });
    } catch (e) {
      toaster.error({ title: copy.failed, description: e instanceof DownloadError ? e.message : errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void download()} aria-label={copy.label(order.number)}>
      {copy.text}
    </Button>
  );
}
