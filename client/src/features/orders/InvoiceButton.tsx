import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { DownloadError, downloadWithAccessToken } from "../../lib/authorized-download";
import { toaster } from "../../lib/toaster";
import { errorMessage } from "../../components/ErrorState";
import { orderPageCopy } from "./copy";

const t = orderPageCopy;

/**
 * The commercial invoice that goes with the parcel through customs, for the buyer's records: a PDF
 * fetched with the session's token (a link cannot send it) and saved.
 */
export function InvoiceButton({ order, onRenew }: { order: { id: string; number: string }; onRenew: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // After a 401 the order is asked for again: the Apollo client renews the session on its refusal.
      const renewAccessToken = async () => (await onRenew(), true);
      await downloadWithAccessToken(`/orders/${order.id}/invoice.pdf`, `${order.number}-invoice.pdf`, { renewAccessToken });
    } catch (e) {
      toaster.error({ title: t.invoiceFailed, description: e instanceof DownloadError ? e.message : errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" alignSelf="start" loading={busy} onClick={() => void download()} aria-label={t.invoiceLabel(order.number)}>
      {t.invoice}
    </Button>
  );
}
