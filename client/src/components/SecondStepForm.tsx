import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { copy } from "../lib/copy";

/** Seconds before another SMS code may be asked for (Firebase also throttles on its side). */
export const RESEND_COOLDOWN_SECONDS = 30;

const CODE = /^\d{6}$/;

/** Counts down from `seconds` each time `restartKey` changes; 0 when done. */
function useCountdown(seconds: number, restartKey: number): number {
  const [left, setLeft] = useState(seconds);
  // A restart shows the full count at once; the interval below then counts it down.
  const [started, setStarted] = useState(restartKey);
  if (started !== restartKey) {
    setStarted(restartKey);
    setLeft(seconds);
  }
  useEffect(() => {
    const until = Date.now() + seconds * 1000;
    const id = setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [seconds, restartKey]);
  return left;
}

/**
 * The second step of a sign-in (or of a fresh sign-in): the code sent by SMS to the masked phone, a
 * "Send a new code" that waits RESEND_COOLDOWN_SECONDS between sends, and a way back.
 */
export function SecondStepForm({
  maskedPhone,
  pending,
  error,
  onVerify,
  onResend,
  onCancel,
  cancelLabel = copy.auth.secondStep.cancel,
}: {
  maskedPhone: string;
  /** What runs now: the check of a code, or the sending of a new one. */
  pending: "code" | "resend" | null;
  error: string | null;
  onVerify: (code: string) => Promise<unknown>;
  /** Resolves true once a new code is on its way. */
  onResend: () => Promise<boolean>;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const t = copy.auth.secondStep;
  const [sends, setSends] = useState(0);
  const wait = useCountdown(RESEND_COOLDOWN_SECONDS, sends);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: "" } });
  useEffect(() => setFocus("code"), [setFocus]);
  const busy = pending !== null;

  const resend = async () => {
    setResent(false);
    if (await onResend()) {
      setSends((n) => n + 1);
      setResent(true);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate aria-busy={busy} aria-labelledby="second-step-title" onSubmit={handleSubmit(({ code }) => onVerify(code))}>
        <Text id="second-step-title" fontWeight="semibold" fontSize="lg" textAlign="center">
          {t.title}
        </Text>
        <Text textAlign="center">{t.sent(maskedPhone)}</Text>
        <Field.Root invalid={!!errors.code} disabled={busy}>
          <Field.Label>{t.codeLabel}</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            letterSpacing="0.3em"
            {...register("code", {
              setValueAs: (value: string) => value.replace(/\s/g, ""),
              validate: (value: string) => CODE.test(value) || t.codeInvalid,
            })}
          />
          {errors.code ? <Field.ErrorText color="red.600">{errors.code.message}</Field.ErrorText> : <Field.HelperText>{t.codeHelp}</Field.HelperText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" width="full" loading={pending === "code"} loadingText={t.verify} disabled={busy}>
          {t.verify}
        </Button>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button type="button" variant="plain" color="brand.fg" size="sm" disabled={busy || wait > 0} loading={pending === "resend"} onClick={() => void resend()}>
            {wait > 0 ? t.resendIn(wait) : t.resend}
          </Button>
          <Button type="button" variant="plain" size="sm" disabled={pending === "code"} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </HStack>
        <Text role="status" fontSize="sm" textAlign="center" color="fg.muted">
          {resent && !error ? t.resent : ""}
        </Text>
        {error && (
          <Text role="alert" color="red.600" fontWeight="medium" textAlign="center">
            {error}
          </Text>
        )}
      </form>
    </Stack>
  );
}
