import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { DownloadError, downloadWithAccessToken } from "../../lib/authorized-download";
import { toaster } from "../../lib/toaster";
import { errorMessage } from "../../components/ErrorState";

/**
 * One of the buyer's PDFs, fetched with the session's token (a link cannot send it) and saved: an order's
 * commercial invoice that goes with the parcel through customs or the receipt of a paid order, or the
 * customs invoice of a return's parcel back. After a 401, `onRenew` asks the server for the page's data
 * again: the Apollo client renews the session on its refusal, and the download is tried once more.
 */
export function DocumentButton({
  path,
  fileName,
  copy,
  onRenew,
}: {
  path: string;
  fileName: string;
  copy: { text: string; label: string; failed: string };
  onRenew: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const renewAccessToken = async () => (await onRenew(), true);
      await downloadWithAccessToken(path, fileName, { renewAccessToken });
    } catch (e) {
      toaster.error({ title: copy.failed, description: e instanceof DownloadError ? e.message : errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    // A long name wraps inside a narrow card rather than pushing the page sideways on a phone.
    <Button size="sm" variant="outline" alignSelf="start" maxW="full" h="auto" minH="8" py="1.5" whiteSpace="normal" textAlign="start" loading={busy} onClick={() => void download()} aria-label={copy.label}>
      {copy.text}
    </Button>
  );
}
