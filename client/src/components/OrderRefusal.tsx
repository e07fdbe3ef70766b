import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { copy } from "../lib/copy";
import { errorReason } from "../lib/graphql-errors";
import { useSession } from "../lib/session";
import { toaster } from "../lib/toaster";
import { errorMessage } from "./ErrorState";

const t = copy.verifyEmail;

/**
 * Why an order was refused. When verifying the email address would lift the refusal (an unverified
 * account's limits on unpaid orders), it offers the ways forward: send the link again, or tell the shop
 * it is done, which refreshes the session so the next try counts as verified without signing out.
 */
export function OrderRefusal({ error, onVerified }: { error: unknown; onVerified?: () => void }) {
  const session = useSession();
  const [busy, setBusy] = useState<"send" | "check" | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const unverified = errorReason(error) === "EMAIL_NOT_VERIFIED";

  const run = async (which: "send" | "check", work: () => Promise<void>) => {
    setBusy(which);
    setNote(null);
    try {
      await work();
    } catch (err) {
      setNote(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const sendAgain = () =>
    run("send", async () => {
      await (await import("../lib/firebase")).resendVerificationEmail();
      toaster.success({ title: t.sent(session.user?.email ?? "") });
    });
  const check = () =>
    run("check", async () => {
      if (await session.refreshVerification()) {
        toaster.success({ title: t.nowVerified });
        onVerified?.();
      } else setNote(t.notYet);
    });

  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>{errorMessage(error)}</Alert.Description>
        {unverified && (
          <Stack direction={{ base: "column", sm: "row" }} gap="2" align={{ base: "stretch", sm: "center" }}>
            <Button size="sm" variant="outline" loading={busy === "send"} disabled={busy !== null} onClick={() => void sendAgain()}>
              {t.sendAgain}
            </Button>
            <Button size="sm" colorPalette="brand" loading={busy === "check"} disabled={busy !== null} onClick={() => void check()}>
              {t.verified}
            </Button>
          </Stack>
        )}
        {note && (
          <Text fontSize="sm" role="status">
            {note}
          </Text>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
